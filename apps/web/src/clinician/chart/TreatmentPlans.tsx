import {
  GOAL_STATUS_LABELS,
  addProgressNoteEndpoint,
  patientTreatmentPlansEndpoint,
  urlOf,
  type TreatmentPlan,
} from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/forms/FormAlert';
import { dayHeading, localDateOf } from '../app/format';
import { api } from '../app/session';
import { messageOf, useResource } from '../app/use-resource';
import { PlanForm } from './PlanForm';

/** A dated progress note on the plan, optionally about one goal (the patient reads these). */
function ProgressNoteForm({ plan, onAdded }: { plan: TreatmentPlan; onAdded: () => void }) {
  const [note, setNote] = useState('');
  const [goalId, setGoalId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.post(urlOf(addProgressNoteEndpoint, { id: plan.id }), {
        note,
        goal_id: goalId || null,
      });
      setNote('');
      onAdded();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="cw-form-grid" onSubmit={(event) => void submit(event)}>
      <label className="cw-inline-field cw-plan-row__main">
        <span>Progress note (the patient sees it)</span>
        <textarea
          rows={2}
          required
          maxLength={4000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <label className="cw-inline-field">
        <span>About goal</span>
        <select value={goalId} onChange={(event) => setGoalId(event.target.value)}>
          <option value="">The whole plan</option>
          {plan.goals.map((goal) => (
            <option key={goal.id} value={goal.id}>
              {goal.description}
            </option>
          ))}
        </select>
      </label>
      <div>
        <Button type="submit" variant="secondary" loading={busy}>
          Add progress note
        </Button>
      </div>
      {error && <FormAlert messages={[error]} />}
    </form>
  );
}

function PlanView({
  patientUuid,
  plan,
  onChanged,
}: {
  patientUuid: string;
  plan: TreatmentPlan;
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <PlanForm
        patientUuid={patientUuid}
        plan={plan}
        onSaved={() => {
          setEditing(false);
          onChanged();
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <article className="cw-plan" aria-label={`Plan: ${plan.title}`}>
      <div className="cw-card__head">
        <h3 className="cw-card__subtitle">
          {plan.title}{' '}
          <span
            className={`cw-badge cw-badge--${plan.status === 'active' ? 'confirmed' : 'completed'}`}
          >
            {plan.status === 'active' ? 'Active' : 'Completed'}
          </span>
        </h3>
        <Button
          variant="secondary"
          className="btn--small"
          aria-label={`Edit plan ${plan.title}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
      </div>
      <p className="cw-muted">
        By {plan.author}
        {plan.review_date && `, review on ${dayHeading(plan.review_date)}`}
      </p>
      <ul className="cw-list" aria-label="Goals">
        {plan.goals.map((goal) => (
          <li key={goal.id}>
            {goal.description} · <em>{GOAL_STATUS_LABELS[goal.status]}</em>
          </li>
        ))}
      </ul>
      {plan.interventions.length > 0 && (
        <ul className="cw-list" aria-label="Interventions">
          {plan.interventions.map((row, index) => (
            <li key={index}>
              {row.description}
              {row.frequency && ` (${row.frequency})`}
            </li>
          ))}
        </ul>
      )}
      {plan.progress_notes.length > 0 && (
        <ol className="cw-list" aria-label="Progress notes">
          {plan.progress_notes.slice(0, 5).map((note) => (
            <li key={note.id}>
              <strong>{dayHeading(localDateOf(note.created_at))}</strong>: {note.note}
            </li>
          ))}
        </ol>
      )}
      {plan.status === 'active' && <ProgressNoteForm plan={plan} onAdded={onChanged} />}
    </article>
  );
}

/** The patient's treatment plans with this practice: view, edit, progress notes, a new plan. */
export function TreatmentPlans({ patientUuid }: { patientUuid: string }) {
  const [plans, reload] = useResource(
    urlOf(patientTreatmentPlansEndpoint, { patientId: patientUuid }),
    patientTreatmentPlansEndpoint.response,
  );
  const [creating, setCreating] = useState(false);
  return (
    <section className="card cw-card" aria-labelledby="plans-title">
      <div className="cw-card__head">
        <h2 id="plans-title" className="cw-card__title">
          Treatment plan
        </h2>
        {!creating && (
          <Button variant="secondary" className="btn--small" onClick={() => setCreating(true)}>
            New plan
          </Button>
        )}
      </div>
      {plans.state === 'failed' && <p role="alert">{plans.message}</p>}
      {creating && (
        <PlanForm
          patientUuid={patientUuid}
          plan={null}
          onSaved={() => {
            setCreating(false);
            void reload();
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      {plans.state === 'ready' &&
        (plans.data.length === 0
          ? !creating && <p className="cw-muted">No plan yet.</p>
          : plans.data.map((plan) => (
              <PlanView
                key={plan.id}
                patientUuid={patientUuid}
                plan={plan}
                onChanged={() => void reload()}
              />
            )))}
    </section>
  );
}
