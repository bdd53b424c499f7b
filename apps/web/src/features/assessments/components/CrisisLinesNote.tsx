import type { CrisisLines } from '@kaizen/contracts';
import { PhoneIcon } from '../../../components/icons';

/** The helpline and emergency numbers as call links, for the list and for crisis results. */
export function CrisisLinesNote({ lines }: { lines: CrisisLines }) {
  return (
    <aside className="crisis-note" aria-labelledby="crisis-note-heading">
      <h2 id="crisis-note-heading" className="crisis-note__title">
        Need to talk to someone now?
      </h2>
      <p className="crisis-note__text">
        Free, confidential help is there day and night:{' '}
        <a className="crisis-note__link" href={`tel:${lines.helpline.number}`}>
          <PhoneIcon width={16} height={16} aria-hidden="true" />
          {lines.helpline.label} {lines.helpline.number}
        </a>
        . In an emergency call{' '}
        <a className="crisis-note__link" href={`tel:${lines.emergency.number}`}>
          <PhoneIcon width={16} height={16} aria-hidden="true" />
          {lines.emergency.number}
        </a>
        .
      </p>
    </aside>
  );
}
