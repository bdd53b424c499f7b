import { JOIN_PLATFORMS, sessionJoinUrl, type JoinPlatform } from '@kaizen/contracts';
import { callNative, isInsideNativeWrapper } from '../../lib/native-bridge';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';

/** android or ios when the shell said so at start-up (?platform=), else website (SPEC §4). */
export function joinPlatform(stored = localStore.getItem(StorageKey.platform)): JoinPlatform {
  const platform = stored?.toLowerCase();
  return JOIN_PLATFORMS.find((item) => item === platform) ?? 'website';
}

/**
 * SPEC §4 join session: inside a native wrapper the shell checks camera and microphone first;
 * then the join details are fetched and the browser leaves for the session host, which sends
 * the person back to this app's home afterwards.
 */
export async function joinSession(bookingId: string): Promise<void> {
  if (isInsideNativeWrapper()) callNative('checkCameraAndMicrophone');
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
