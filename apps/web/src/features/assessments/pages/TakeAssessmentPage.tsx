import {
  askedItems,
  instrumentByCode,
  pruneAnswers,
  type Answers,
  type Instrument,
  type InstrumentCode,
  type SubmitAssessmentResponse,
} from '@kaizen/contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { track } from '../../../lib/analytics/instance';
import { useDocumentMeta } from '../../../lib/document-meta';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { discardDraft, fetchDraft, submitAnswers } from '../api';
import { LoadError } from '../../../components/LoadError';
import { QuestionStep } from '../components/QuestionStep';
import { ResultSummary } from '../components/ResultSummary';
import { SafetyScreen } from '../components/SafetyScreen';
import { useDraftSaver } from '../hooks/use-draft-saver';
import { useLoad } from '../hooks/use-load';

interface AssessmentLinks {
  findExpert: string;
  emergencyContact: string;
}

/** /assessments/:code — the instrument, one question per screen, then the result. */
export function TakeAssessmentPage({
  code,
  links,
}: {
  code: InstrumentCode;
  links: AssessmentLinks;
}) {
  const instrument = instrumentByCode(code);
  useDocumentMeta({ title: instrument.name });
  const load = useCallback((signal: AbortSignal) => fetchDraft(code, signal), [code]);
  const [draft, retry] = useLoad(`draft-${code}`, load);
  if (draft.status === 'loading') {
    return (
      <p className="page card card--center" role="status">
        Loading…
      </p>
    );
  }
  if (draft.status === 'error') {
    return (
      <div className="page">
        <LoadError
          className="card"
          title="We could not open this questionnaire"
          messages={draft.messages}
          onRetry={retry}
        />
      </div>
    );
  }
  return (
    <Questionnaire
      key={code}
      instrument={instrument}
      saved={draft.value?.answers ?? {}}
      links={links}
    />
  );
}

type Stage =
  | { name: 'intro' }
  | { name: 'question'; index: number }
  | { name: 'safety'; outcome: SubmitAssessmentResponse['data'] }
  | { name: 'result'; outcome: SubmitAssessmentResponse['data'] };

function firstUnanswered(instrument: Instrument, answers: Answers): number {
  const asked = askedItems(instrument, answers);
  const index = asked.findIndex((item) => answers[item.id] === undefined);
  return index === -1 ? asked.length - 1 : index;
}

function Questionnaire({
  instrument,
  saved,
  links,
}: {
  instrument: Instrument;
  saved: Answers;
  links: AssessmentLinks;
}) {
  const [params] = useSearchParams();
  const assignmentId = params.get('assignment') ?? undefined;
  const resuming = Object.keys(saved).length > 0;
  const [answers, setAnswers] = useState<Answers>(saved);
  const [stage, setStage] = useState<Stage>(
    resuming ? { name: 'question', index: firstUnanswered(instrument, saved) } : { name: 'intro' },
  );
  const [error, setError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string[] | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const draft = useDraftSaver(instrument.code);
  const asked = askedItems(instrument, answers);

  const choose = (itemId: string, value: number) => {
    const next = pruneAnswers(instrument, { ...answers, [itemId]: value });
    setAnswers(next);
    setError(null);
    draft.save(next);
  };

  const submit = async () => {
    setSubmitting(true);
    setSubmitError(null);
    draft.cancel();
    try {
      const outcome = await submitAnswers(instrument.code, answers, assignmentId);
      // Which instrument was taken, never what was answered or scored (issue 15).
      track('assessment_submitted', { instrument: instrument.code });
      setStage(outcome.safety ? { name: 'safety', outcome } : { name: 'result', outcome });
    } catch (failure) {
      setSubmitError(errorMessagesOf(failure));
    } finally {
      setSubmitting(false);
    }
  };

  const startOver = () => {
    draft.cancel();
    setAnswers({});
    setStage({ name: 'question', index: 0 });
    void discardDraft(instrument.code).catch(() => undefined);
  };

  if (stage.name === 'safety' && stage.outcome.safety) {
    return (
      <div className="page take">
        <SafetyScreen
          safety={stage.outcome.safety}
          addContactPath={links.emergencyContact}
          onContinue={() => setStage({ name: 'result', outcome: stage.outcome })}
        />
      </div>
    );
  }
  if (stage.name === 'result' || stage.name === 'safety') {
    return (
      <div className="page take">
        <ResultSummary
          result={stage.outcome.result}
          findExpertPath={links.findExpert}
          lines={stage.outcome.safety}
        />
      </div>
    );
  }
  if (stage.name === 'intro') {
    return (
      <div className="page take">
        <section className="card take__intro" aria-labelledby="take-heading">
          <p className="take__eyebrow">{instrument.name}</p>
          <h1 id="take-heading" className="take__title">
            {instrument.title}
          </h1>
          <p>{instrument.about}</p>
          <p className="take__meta">
            {instrument.items.length} questions · about {instrument.minutes} min · your progress is
            saved as you go
          </p>
          <Button onClick={() => setStage({ name: 'question', index: 0 })}>Start</Button>
        </section>
      </div>
    );
  }

  const index = Math.min(stage.index, asked.length - 1);
  const item = asked[index];
  if (!item) return null;
  const last = index === asked.length - 1;
  const next = () => {
    if (answers[item.id] === undefined) {
      setError('Please choose an answer.');
      return;
    }
    if (last) {
      void submit();
      return;
    }
    draft.flush();
    setStage({ name: 'question', index: index + 1 });
  };
  return (
    <div className="page take">
      <div className="take__progress-row">
        <p className="take__progress-label" id="take-progress">
          {instrument.name} · question {index + 1} of {asked.length}
        </p>
        <span className="take__saved" aria-live="polite">
          {draft.state === 'saved'
            ? 'Progress saved'
            : draft.state === 'failed'
              ? 'Progress not saved — check your connection'
              : ''}
        </span>
      </div>
      <progress
        className="match__progress"
        value={index + 1}
        max={asked.length}
        aria-labelledby="take-progress"
      />
      <QuestionStep
        item={item}
        stem={instrument.instructions}
        value={answers[item.id]}
        error={error}
        onChange={(value) => choose(item.id, value)}
        onNext={next}
        onBack={
          index > 0
            ? () => {
                setError(null);
                setStage({ name: 'question', index: index - 1 });
              }
            : null
        }
        last={last}
        submitting={submitting}
      />
      {submitError && <FormAlert messages={submitError} />}
      {resuming && (
        <p className="take__resume">
          Welcome back — we kept your earlier answers.{' '}
          <button type="button" className="link-button" onClick={startOver}>
            Start over
          </button>
        </p>
      )}
    </div>
  );
}
