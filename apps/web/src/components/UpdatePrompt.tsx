import { useState, useSyncExternalStore } from 'react';
import { appUpdateAvailable, applyAppUpdate, subscribeToAppUpdate } from '../lib/app-update';

const UPDATE_PROMPT_TEXT = 'A new version of Kaizen is ready.';

/**
 * Offers the release the service worker has installed. Never switches by itself: the person may
 * be in the middle of a form or a booking, so the reload happens when they choose it.
 */
export function UpdatePrompt() {
  const available = useSyncExternalStore(
    subscribeToAppUpdate,
    appUpdateAvailable,
    appUpdateAvailable,
  );
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!available || dismissed) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{UPDATE_PROMPT_TEXT}</span>
      <button
        type="button"
        className="update-prompt__reload"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          applyAppUpdate();
        }}
      >
        {reloading ? 'Reloading…' : 'Reload'}
      </button>
      <button type="button" className="update-prompt__later" onClick={() => setDismissed(true)}>
        Later
      </button>
    </div>
  );
}
