import { Button } from '../../../components/Button';

/**
 * The new-profile tooltip (SPEC §3 showNewProfileTooltip): a small callout beside the way to
 * find an expert, until the person says they have seen it. Not a hover tooltip: it must be
 * readable and dismissible with the keyboard and on touch screens.
 */
export function NewProfileTip({ onClose }: { onClose: () => void }) {
  return (
    <aside className="new-profile-tip" aria-labelledby="new-profile-tip-title">
      <p id="new-profile-tip-title" className="new-profile-tip__title">
        Tip: open an expert’s profile
      </p>
      <p className="new-profile-tip__text">
        Profiles now show each expert’s approach, fees and open times for the next two weeks.
      </p>
      <Button variant="ghost" className="btn--small" onClick={onClose}>
        Got it
      </Button>
    </aside>
  );
}
