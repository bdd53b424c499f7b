import type { UiConfigKey } from '@kaizen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { dismiss, shouldShow } from './flags';

function useFlag(key: UiConfigKey, enabled: boolean) {
  // null: not known yet (checking); nothing shows until it is.
  const [visible, setVisible] = useState<boolean | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void shouldShow(key).then((show) => current && setVisible(show));
    return () => {
      current = false;
    };
  }, [key, enabled]);
  const close = useCallback(() => {
    setVisible(false);
    void dismiss(key);
  }, [key]);
  return { visible, close };
}

/**
 * The new-profile modal first; its tooltip only once the modal is out of the way, so that the
 * person never has two announcements at once. `enabled` false (the account holder acting for a
 * member) shows nothing and marks nothing seen: the announcements wait for the holder's own home.
 */
export function useNewProfileAnnouncements(enabled = true) {
  const modal = useFlag('new_profile_modal', enabled);
  const tooltip = useFlag('new_profile_tooltip', enabled && modal.visible === false);
  return {
    modal: { open: enabled && modal.visible === true, close: modal.close },
    tooltip: {
      open: enabled && modal.visible === false && tooltip.visible === true,
      close: tooltip.close,
    },
    /** Both marked as seen without showing them (a newcomer, for whom nothing is "new"). */
    dismissAll: () => {
      modal.close();
      tooltip.close();
    },
  };
}
