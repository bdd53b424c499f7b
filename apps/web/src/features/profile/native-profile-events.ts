import type { Profile } from '@kaizen/contracts';
import { callNative, isInsideNativeWrapper } from '../../lib/device/native-bridge';

/** What happened to the account's profiles, as a native shell's multiProfileActions hears it. */
type ProfileChange = 'switch' | 'switch_back' | 'added' | 'removed';

/**
 * Tells a native shell (SPEC §7 native bridges) of a profile change, so its own screens follow
 * the web view: `multiProfileActions` for every change, and `cfProfileCreated` when a profile is
 * created, which the shell's care-first (children_first / cf_ care) screens wait for before
 * they offer the new person. Outside a native wrapper nothing is sent.
 */
export function tellNativeShell(change: ProfileChange, profile: Profile | null): void {
  if (!isInsideNativeWrapper()) return;
  callNative('multiProfileActions', { type: change, profile });
  if (change === 'added' && profile) callNative('cfProfileCreated', { profile });
}
