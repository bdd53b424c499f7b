import { localStore } from '../storage';
import { StorageKey } from '../storage-keys';

// SPEC §7 native bridges of the Android and iOS shells that host the web app in a web view, and
// the camera and microphone check SPEC §4 asks of them before joining a session.
type NativeAction =
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

/** An answer from the native shell: at least the action it answers. */
type NativeAnswer = { action: string } & Record<string, unknown>;

function answerFor(action: NativeAction, data: unknown): NativeAnswer | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const answer = value as Record<string, unknown>;
  return answer.action === action ? (answer as NativeAnswer) : null;
}

/**
 * Sends an action and waits for the shell's answer: a `message` event (on window, or on
 * document as React Native's Android web view delivers it) whose data, an object or its JSON,
 * names the same action. Resolves null when there is no bridge or no answer within `timeoutMs`
 * (an older shell that does not answer).
 */
export function askNative(
  action: NativeAction,
  timeoutMs: number,
  payload: Record<string, unknown> = {},
): Promise<NativeAnswer | null> {
  return new Promise((resolve) => {
    const targets: EventTarget[] = [globalThis];
    if (typeof document !== 'undefined') targets.push(document);
    const timer: { id?: ReturnType<typeof setTimeout> } = {};
    const finish = (answer: NativeAnswer | null) => {
      clearTimeout(timer.id);
      for (const target of targets) target.removeEventListener('message', onMessage);
      resolve(answer);
    };
    function onMessage(event: Event) {
      const answer = answerFor(action, (event as MessageEvent).data);
      if (answer) finish(answer);
    }
    for (const target of targets) target.addEventListener('message', onMessage);
    if (!callNative(action, payload)) {
      finish(null);
      return;
    }
    timer.id = setTimeout(() => finish(null), timeoutMs);
  });
}
