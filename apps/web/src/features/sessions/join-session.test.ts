import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { checkMedia, joinPlatform, joinSession, MediaPermissionRefusedError } from './join-session';

const api = vi.hoisted(() => ({
  fetchJoinDetails: vi.fn(() =>
    Promise.resolve({
      booking_id: 'b-1',
      session_host_url: 'https://host.example/session',
      join_token: 'tok',
    }),
  ),
}));
vi.mock('./api', () => api);

type ShellWindow = { ReactNativeWebView?: { postMessage(message: string): void } };
const shell = globalThis as unknown as ShellWindow;

/** A React Native shell that answers the camera check the way it is told to (or not at all). */
function nativeShell(answer: { granted: boolean } | null, asText = true) {
  localStore.setItem(StorageKey.platform, 'android');
  const sent: string[] = [];
  shell.ReactNativeWebView = {
    postMessage(message: string) {
      sent.push(message);
      if (!answer) return;
      const data = { action: 'checkCameraAndMicrophone', ...answer };
      setTimeout(() =>
        document.dispatchEvent(
          new MessageEvent('message', { data: asText ? JSON.stringify(data) : data }),
        ),
      );
    },
  };
  return sent;
}

afterEach(() => {
  delete shell.ReactNativeWebView;
  localStore.removeItem(StorageKey.platform);
  api.fetchJoinDetails.mockClear();
  vi.restoreAllMocks();
});

describe('join platform (SPEC §4)', () => {
  it('is the platform the native shell announced, else website', () => {
    expect(joinPlatform('android')).toBe('android');
    expect(joinPlatform('IOS')).toBe('ios');
    expect(joinPlatform('kaios')).toBe('website');
    expect(joinPlatform(null)).toBe('website');
  });
});

// SPEC §4: "Join session: first asks the native wrapper to check camera and microphone
// permissions, obtains auth info, then navigates to the session host".
describe('camera and microphone check before joining (SPEC §4)', () => {
  it('stops with a clear message when the shell says permission is refused', async () => {
    const sent = nativeShell({ granted: false });
    await expect(joinSession('b-1')).rejects.toBeInstanceOf(MediaPermissionRefusedError);
    expect(JSON.parse(sent[0] ?? '{}')).toEqual({ action: 'checkCameraAndMicrophone' });
    // The auth info is never asked for: the check comes first.
    expect(api.fetchJoinDetails).not.toHaveBeenCalled();
  });

  it('waits for the answer, then fetches the join details and leaves for the host', async () => {
    nativeShell({ granted: true }, false);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: 'https://app.example',
      assign,
    });
    await joinSession('b-1');
    expect(api.fetchJoinDetails).toHaveBeenCalledWith('b-1', 'android');
    expect(assign).toHaveBeenCalledWith(
      expect.stringMatching(
        /^https:\/\/host\.example\/session\/b-1\/[^/]+\/android\?fromPWA=true$/,
      ),
    );
  });

  it('goes on when an older shell never answers, after the timeout', async () => {
    nativeShell(null);
    const started = Date.now();
    await expect(checkMedia(50)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('asks nothing outside a native shell', async () => {
    await expect(checkMedia(10_000)).resolves.toBeUndefined();
  });
});
