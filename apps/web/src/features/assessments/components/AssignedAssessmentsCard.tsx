import { instrumentByCode } from '@kaizen/contracts';
import dayjs from 'dayjs';
import { ButtonLink } from '../../../components/Button';
import { CheckCircleIcon } from '../../../components/icons';
import { fetchAssignments } from '../api';
import { useLoad } from '../hooks/use-load';
import { takeAssessmentPath } from '../paths';

/**
 * Home: questionnaires a clinician asked this person to complete. Shows only when there is one;
 * it adds to home, so a failed load leaves it out rather than alarming anyone.
 */
export function AssignedAssessmentsCard() {
  const [assignments] = useLoad('assignments', fetchAssignments);
  if (assignments.status !== 'ready' || assignments.value.length === 0) return null;
  return (
    <section className="card assigned" aria-labelledby="assigned-heading">
      <div className="card__header">
        <h2 id="assigned-heading" className="card__title">
          <CheckCircleIcon width={20} height={20} aria-hidden="true" /> From your care team
        </h2>
        <span className="badge">{assignments.value.length} to do</span>
      </div>
      <ul className="assigned__list">
        {assignments.value.map((assignment) => {
          const instrument = instrumentByCode(assignment.instrument);
          return (
            <li key={assignment.id} className="assigned__item">
              <div>
                <p className="assigned__name">{instrument.title}</p>
                <p className="assigned__meta">
                  Asked by {assignment.assigned_by} · due{' '}
                  {dayjs(assignment.due_on).format('DD MMM YYYY')}
                </p>
                {assignment.note && <p className="assigned__note">“{assignment.note}”</p>}
              </div>
              <ButtonLink
                to={`${takeAssessmentPath(instrument.code)}?assignment=${assignment.id}`}
                aria-label={`Start the ${instrument.name}`}
              >
                Start
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
