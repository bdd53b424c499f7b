import { instrumentByCode, type AssessmentOverview } from '@kaizen/contracts';
import { ButtonLink } from '../../../components/Button';
import { ClockIcon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/dates';
import { assessmentHistoryPath, takeAssessmentPath } from '../paths';
import { BandBadge } from './BandBadge';

/** One instrument on the list: what it is, the latest result, and start / continue / history. */
export function InstrumentCard({ entry }: { entry: AssessmentOverview }) {
  const instrument = instrumentByCode(entry.instrument);
  const headingId = `instrument-${instrument.code}`;
  const action = entry.draft_answered > 0 ? 'Continue' : entry.latest ? 'Take it again' : 'Start';
  return (
    <li className="card instrument" aria-labelledby={headingId}>
      <div className="instrument__head">
        <h2 id={headingId} className="instrument__name">
          {instrument.name}
        </h2>
        <span className="instrument__time">
          <ClockIcon width={16} height={16} aria-hidden="true" /> about {instrument.minutes} min
        </span>
      </div>
      <p className="instrument__about">{instrument.about}</p>
      {entry.latest ? (
        <p className="instrument__latest">
          Last result: <strong>{entry.latest.score}</strong> of {instrument.scoreMax}{' '}
          <BandBadge label={entry.latest.band.label} level={entry.latest.band.level} />
          <span className="instrument__date">{formatDateTime(entry.latest.completed_at)}</span>
        </p>
      ) : (
        <p className="instrument__latest instrument__latest--none">Not taken yet</p>
      )}
      {entry.draft_answered > 0 && (
        <p className="instrument__draft">
          {entry.draft_answered} of {instrument.items.length} answered — your progress is saved.
        </p>
      )}
      <div className="instrument__actions">
        <ButtonLink
          to={takeAssessmentPath(instrument.code)}
          aria-label={`${action}: ${instrument.name}`}
        >
          {action}
        </ButtonLink>
        {entry.results_count > 0 && (
          <ButtonLink
            variant="secondary"
            to={assessmentHistoryPath(instrument.code)}
            aria-label={`${instrument.name} history (${entry.results_count} result${entry.results_count === 1 ? '' : 's'})`}
          >
            History
          </ButtonLink>
        )}
      </div>
    </li>
  );
}
