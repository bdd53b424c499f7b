import {
  GOAL_STATUS_LABELS,
  GOAL_STATUSES,
  MAX_PLAN_GOALS,
  MAX_PLAN_INTERVENTIONS,
  createTreatmentPlanEndpoint,
  updateTreatmentPlanEndpoint,
  urlOf,
  type PlanGoal,
  type TreatmentPlan,
  type TreatmentPlanUpdate,
} from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/forms/FormAlert';
import { api } from '../app/session';
import { messageOf } from '../app/use-resource';

type GoalDraft = { id?: string; description: string; status: PlanGoal['status'] };
type InterventionDraft = { description: string; frequency: string };

interface Draft {
  title: string;
  status: 'active' | 'completed';
  reviewDate: string;
  goals: GoalDraft[];
  interventions: InterventionDraft[];
}

const draftOf = (plan: TreatmentPlan | null): Draft => ({
  title: plan?.title ?? '',
  status: plan?.status ?? 'active',
  reviewDate: plan?.review_date ?? '',
  goals: plan?.goals.map(({ id, description, status }) => ({ id, description, status })) ?? [
    { description: '', status: 'not_started' },
  ],
  interventions: plan?.interventions ?? [],
});

const AddRow = ({ label, onAdd }: { label: string; onAdd: () => void }) => (
  <div>
    <Button variant="secondary" className="btn--small" onClick={onAdd}>
      {label}
    </Button>
  </div>
);

const RemoveRow = ({ label, onRemove }: { label: string; onRemove: () => void }) => (
  <Button variant="ghost" className="btn--small" aria-label={label} onClick={onRemove}>
    Remove
  </Button>
);

/**
 * Writes a new treatment plan or edits one (the whole plan is sent; goals keep their ids so
 * progress notes still name them). The server validates with the same schema.
 */
export function PlanForm({
  patientUuid,
  plan,
  onSaved,
  onCancel,
}: {
  patientUuid: string;
  plan: TreatmentPlan | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(plan));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setGoal = (index: number, change: Partial<GoalDraft>) =>
    setDraft((all) => ({
      ...all,
      goals: all.goals.map((goal, at) => (at === index ? { ...goal, ...change } : goal)),
    }));
  const setIntervention = (index: number, change: Partial<InterventionDraft>) =>
    setDraft((all) => ({
      ...all,
      interventions: all.interventions.map((row, at) =>
        at === index ? { ...row, ...change } : row,
      ),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const body: TreatmentPlanUpdate = {
      title: draft.title,
      status: draft.status,
      goals: draft.goals,
      interventions: draft.interventions,
      review_date: draft.reviewDate || null,
    };
    try {
      if (plan) await api.put(urlOf(updateTreatmentPlanEndpoint, { id: plan.id }), body);
      else await api.post(urlOf(createTreatmentPlanEndpoint, { patientId: patientUuid }), body);
      onSaved();
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  return (
    <form className="cw-plan-form" onSubmit={(event) => void submit(event)}>
      <div className="cw-form-grid">
        <label className="cw-inline-field">
          <span>Plan title</span>
          <input
            required
            maxLength={200}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
        </label>
        <label className="cw-inline-field">
          <span>Review on (optional)</span>
          <input
            type="date"
            value={draft.reviewDate}
            onChange={(event) => setDraft({ ...draft, reviewDate: event.target.value })}
          />
        </label>
        {plan && (
          <label className="cw-inline-field">
            <span>Plan status</span>
            <select
              value={draft.status}
              onChange={(event) =>
                setDraft({ ...draft, status: event.target.value as 'active' | 'completed' })
              }
            >
              <option value="active">Active</option>
              <option value="completed">Completed</option>
            </select>
          </label>
        )}
      </div>
      <fieldset className="cw-plan-rows">
        <legend>Goals</legend>
        {draft.goals.map((goal, index) => (
          <div key={goal.id ?? `new-${index}`} className="cw-plan-row">
            <label className="cw-inline-field cw-plan-row__main">
              <span>Goal {index + 1}</span>
              <input
                required
                maxLength={500}
                value={goal.description}
                onChange={(event) => setGoal(index, { description: event.target.value })}
              />
            </label>
            <label className="cw-inline-field">
              <span>Goal {index + 1} status</span>
              <select
                value={goal.status}
                onChange={(event) =>
                  setGoal(index, { status: event.target.value as PlanGoal['status'] })
                }
              >
                {GOAL_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {GOAL_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </label>
            {draft.goals.length > 1 && (
              <RemoveRow
                label={`Remove goal ${index + 1}`}
                onRemove={() =>
                  setDraft({ ...draft, goals: draft.goals.filter((_, at) => at !== index) })
                }
              />
            )}
          </div>
        ))}
        {draft.goals.length < MAX_PLAN_GOALS && (
          <AddRow
            label="Add a goal"
            onAdd={() =>
              setDraft({
                ...draft,
                goals: [...draft.goals, { description: '', status: 'not_started' }],
              })
            }
          />
        )}
      </fieldset>
      <fieldset className="cw-plan-rows">
        <legend>Interventions</legend>
        {draft.interventions.map((row, index) => (
          <div key={index} className="cw-plan-row">
            <label className="cw-inline-field cw-plan-row__main">
              <span>Intervention {index + 1}</span>
              <input
                required
                maxLength={500}
                value={row.description}
                onChange={(event) => setIntervention(index, { description: event.target.value })}
              />
            </label>
            <label className="cw-inline-field">
              <span>Intervention {index + 1} frequency</span>
              <input
                maxLength={120}
                value={row.frequency}
                placeholder="Weekly, 50 minutes"
                onChange={(event) => setIntervention(index, { frequency: event.target.value })}
              />
            </label>
            <RemoveRow
              label={`Remove intervention ${index + 1}`}
              onRemove={() =>
                setDraft({
                  ...draft,
                  interventions: draft.interventions.filter((_, at) => at !== index),
                })
              }
            />
          </div>
        ))}
        {draft.interventions.length < MAX_PLAN_INTERVENTIONS && (
          <AddRow
            label="Add an intervention"
            onAdd={() =>
              setDraft({
                ...draft,
                interventions: [...draft.interventions, { description: '', frequency: '' }],
              })
            }
          />
        )}
      </fieldset>
      {error && <FormAlert messages={[error]} />}
      <div className="cw-form-row">
        <Button type="submit" loading={busy}>
          {plan ? 'Save plan' : 'Create plan'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
