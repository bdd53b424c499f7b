import { GOAL_STATUS_LABELS, type TreatmentPlan } from '@kaizen/contracts';
import { formatDay } from '../../../components/RequestView';

/** A plan with its goals (and how far each has come) and the clinician's progress notes. */
export function PlanCard({ plan }: { plan: TreatmentPlan }) {
  const headingId = `plan-${plan.id}`;
  const goalName = new Map(plan.goals.map((goal, index) => [goal.id, `Goal ${index + 1}`]));
  const achieved = plan.goals.filter((goal) => goal.status === 'achieved').length;
  return (
    <article className="card plan" aria-labelledby={headingId}>
      <header className="plan__header">
        <div>
          <h2 id={headingId} className="card__title">
            {plan.title}
          </h2>
          <p className="muted">
            By {plan.author} · updated {formatDay(plan.updated_at)}
            {plan.review_date && <> · next review {formatDay(plan.review_date)}</>}
          </p>
        </div>
        <span className={`badge${plan.status === 'completed' ? ' badge--calm' : ''}`}>
          {plan.status === 'completed' ? 'Completed' : 'Active'}
        </span>
      </header>

      <h3 className="plan__subtitle">
        Goals{' '}
        <span className="muted">
          ({achieved} of {plan.goals.length} achieved)
        </span>
      </h3>
      <ol className="goals">
        {plan.goals.map((goal) => (
          <li key={goal.id} className={`goal goal--${goal.status}`}>
            <p>{goal.description}</p>
            <p className="muted small">
              <span className="goal__status">{GOAL_STATUS_LABELS[goal.status]}</span>
              {goal.target_date && <> · aim for {formatDay(goal.target_date)}</>}
            </p>
          </li>
        ))}
      </ol>

      {plan.interventions.length > 0 && (
        <>
          <h3 className="plan__subtitle">What we will do</h3>
          <ul className="interventions">
            {plan.interventions.map((intervention, index) => (
              <li key={index}>
                {intervention.description}
                {intervention.frequency && (
                  <span className="muted"> · {intervention.frequency}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      <h3 className="plan__subtitle">Progress</h3>
      {plan.progress_notes.length === 0 ? (
        <p className="muted">Your clinician's notes on your progress will appear here.</p>
      ) : (
        <ol className="progress-notes">
          {plan.progress_notes.map((note) => (
            <li key={note.id} className="progress-note">
              <p className="muted small">
                {formatDay(note.created_at)} · {note.author}
                {note.goal_id && goalName.get(note.goal_id) && <> · {goalName.get(note.goal_id)}</>}
              </p>
              <p>{note.note}</p>
              {note.progress !== null && (
                <div className="progress-note__meter">
                  <meter
                    min={0}
                    max={10}
                    value={note.progress}
                    aria-label={`Progress ${note.progress} of 10`}
                  />
                  <span className="small">{note.progress}/10</span>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
