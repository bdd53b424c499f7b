import { JOIN_PLATFORMS, sessionJoinUrl, type JoinPlatform } from '@kaizen/contracts';
import { askNative, isInsideNativeWrapper } from '../../lib/device/native-bridge';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';

/** android or ios when the shell said so at start-up (?platform=), else website (SPEC §4). */
export function joinPlatform(stored = localStore.getItem(StorageKey.platform)): JoinPlatform {
  const platform = stored?.toLowerCase();
  return JOIN_PLATFORMS.find((item) => item === platform) ?? 'website';
}

/** How long a native shell has to answer the camera and microphone check. */
const MEDIA_CHECK_TIMEOUT_MS = 5_000;

const MEDIA_REFUSED_MESSAGE =
  'Kaizen needs your camera and microphone for the session. Allow both for the Kaizen app in ' +
  "your phone's settings, then tap Join session again.";

/** The native shell answered that camera or microphone permission is refused. */
export class MediaPermissionRefusedError extends Error {
  constructor() {
    super(MEDIA_REFUSED_MESSAGE);
    this.name = 'MediaPermissionRefusedError';
  }
}

/**
 * SPEC §4 "Join session: first asks the native wrapper to check camera and microphone
 * permissions". The shell answers `{ action: 'checkCameraAndMicrophone', granted }`; a refusal
 * stops the join with a message. No answer within 5 s (a shell that predates the answer) lets
 * the join go on: the session page asks for the devices itself.
 */
export async function checkMedia(timeoutMs = MEDIA_CHECK_TIMEOUT_MS): Promise<void> {
  if (!isInsideNativeWrapper()) return;
  const answer = await askNative('checkCameraAndMicrophone', timeoutMs);
  if (answer?.granted === false) throw new MediaPermissionRefusedError();
}

/**
 * SPEC §4 join session: inside a native wrapper the shell checks camera and microphone first;
 * then the join details are fetched and the browser leaves for the session host, which sends
 * the person back to this app's home afterwards.
 */
export async function joinSession(bookingId: string): Promise<void> {
  await checkMedia();
  const platform = joinPlatform();
  const { fetchJoinDetails } = await import('./api');
  const join = await fetchJoinDetails(bookingId, platform);
  const url = sessionJoinUrl(join, {
    redirectUrl: `${window.location.origin}/`,
    platform,
    secondaryToken: localStore.getItem(StorageKey.secondaryToken),
  });
  window.location.assign(url);
}
