import { OFFLINE_BANNER_TEXT } from '@kaizen/contracts';
import { WifiOffIcon } from './icons';

/** SPEC §2: the sticky red banner shown while offline. */
export function OfflineBanner() {
  return (
    <div className="offline-banner" role="alert">
      <WifiOffIcon />
      <span>{OFFLINE_BANNER_TEXT}</span>
    </div>
  );
}
