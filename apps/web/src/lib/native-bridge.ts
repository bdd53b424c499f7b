import { localStore } from './storage';
import { StorageKey } from './storage-keys';

// SPEC §7 native bridges of the Android and iOS shells that host the web app in a web view, and
// the camera and microphone check SPEC §4 asks of them before joining a session.
export type NativeAction =
  | 'openLink'
  | 'openMap'
  | 'closeWebView'
  | 'multiProfileActions'
  | 'cfProfileCreated'
  | 'pwaLogout'
  | 'checkCameraAndMicrophone';

interface NativeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: {
    messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined>;
  };
  Android?: Record<string, unknown>;
}

const NATIVE_PLATFORMS = ['android', 'ios'];

const nativeWindow = (): NativeWindow => globalThis as unknown as NativeWindow;

/** Inside a native wrapper: the shell said so with ?platform=android|ios, or exposes a bridge. */
export function isInsideNativeWrapper(): boolean {
  const platform = localStore.getItem(StorageKey.platform)?.toLowerCase();
  if (platform && NATIVE_PLATFORMS.includes(platform)) return true;
  const win = nativeWindow();
  return Boolean(win.ReactNativeWebView || win.webkit?.messageHandlers || win.Android);
}

/** Sends an action to the native shell through whichever bridge it exposes; false if none. */
export function callNative(action: NativeAction, payload: Record<string, unknown> = {}): boolean {
  const win = nativeWindow();
  const message = { action, ...payload };
  if (win.ReactNativeWebView) {
    win.ReactNativeWebView.postMessage(JSON.stringify(message));
    return true;
  }
  const handler = win.webkit?.messageHandlers?.[action];
  if (handler) {
    handler.postMessage(message);
    return true;
  }
  const androidMethod = win.Android?.[action];
  if (typeof androidMethod === 'function') {
    androidMethod.call(win.Android, JSON.stringify(payload));
    return true;
  }
  return false;
}
