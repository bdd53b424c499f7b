import { providerTypeLabel, type MatchingAnswers } from '@kaizen/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { AlertCircleIcon } from '../../../components/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import { StepFields } from '../components/StepFields';
import { questionFor } from '../copy';
import { readLocalResponse, writeLocalResponse } from '../local-store';
import { resultsPath, type QuestionnaireType } from '../paths';
import { clearDraft, readDraft, writeDraft } from '../draft';
import { emptyAnswers, firstIncompleteStep, STEPS, stepError } from '../steps';

/**
 * The matching questionnaire (issue 3): one question per step, Back and Next, the answers kept on
 * this device at the end (SPEC §3 matching-response-{type}); the results page then reconciles
 * them with the server (SPEC §4) or asks a visitor to sign in first.
 */
export function QuestionnairePage({ type }: { type: QuestionnaireType }) {
  const expert = providerTypeLabel(type).toLowerCase();
  useDocumentMeta({ title: `Find your ${expert}` });
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [answers, setAnswers] = useState<MatchingAnswers>(
    () => readDraft(type) ?? readLocalResponse(type)?.userResponse ?? emptyAnswers(),
  );
  const [error, setError] = useState<string | null>(null);
  // Counts refusals, so that a second Next with the same refusal scrolls to it again.
  const [refusals, setRefusals] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The step is in the address (?step=1..6), so Back, Forward and reload keep it; a step beyond
  // the first unanswered one shows that one instead.
  const asked = stepIndexFrom(params.get('step'));
  const index = Math.min(asked, firstIncompleteStep(answers) ?? STEPS.length - 1);
  const step = STEPS[index] ?? STEPS[0];
  if (!step) throw new Error('The questionnaire has no steps');
  const last = index === STEPS.length - 1;
  const question = questionFor(step.id, expert);

  // Each new step is announced by moving focus to its question (keyboard and screen readers).
  useEffect(() => {
    setError(null);
    headingRef.current?.focus();
  }, [index]);
  // A refusal is brought into view and read out, wherever the person had scrolled to.
  useEffect(() => {
    if (!errorRef.current) return;
    errorRef.current.scrollIntoView({ block: 'center' });
    errorRef.current.focus({ preventScroll: true });
  }, [refusals]);

  if (index !== asked && params.has('step')) {
    return <Navigate replace to={{ search: stepSearch(index) }} />;
  }

  const change = (patch: Partial<MatchingAnswers>) => {
    setAnswers((current) => {
      const changed = { ...current, ...patch };
      writeDraft(type, changed);
      return changed;
    });
    setError(null);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    const problem = stepError(step, answers);
    if (problem) {
      setError(problem);
      setRefusals((count) => count + 1);
      return;
    }
    if (!last) {
      void navigate({ search: stepSearch(index + 1) }, { state: { fromStep: index } });
      return;
    }
    writeLocalResponse(type, answers, new Date().toISOString());
    clearDraft();
    void navigate(resultsPath(type));
  };

  // The page's Back is the browser's when the person came from the previous step.
  const back = () => {
    const state = location.state as { fromStep?: number } | null;
    if (state?.fromStep === index - 1) void navigate(-1);
    else void navigate({ search: stepSearch(index - 1) }, { replace: true });
  };

  return (
    <div className="page match">
      <div className="match__intro">
        <p className="match__eyebrow">Find your {expert}</p>
        <p className="match__progress-label" id="match-progress">
          Step {index + 1} of {STEPS.length}
        </p>
        <progress
          className="match__progress"
          value={index + 1}
          max={STEPS.length}
          aria-labelledby="match-progress"
        />
      </div>
      <form className="card match-step" onSubmit={next} noValidate>
        <fieldset
          className="match-step__fieldset"
          aria-describedby={error ? 'match-step-hint match-step-error' : 'match-step-hint'}
        >
          <legend className="match-step__legend">
            <h1 ref={headingRef} tabIndex={-1} className="match-step__title">
              {question.title}
            </h1>
          </legend>
          <p id="match-step-hint" className="match-step__hint">
            {question.hint}
          </p>
          {error && (
            <p
              id="match-step-error"
              className="field__error match-step__error"
              role="alert"
              tabIndex={-1}
              ref={errorRef}
            >
              <AlertCircleIcon width={16} height={16} /> {error}
            </p>
          )}
          <StepFields step={step.id} answers={answers} onChange={change} />
        </fieldset>
        <div className="match-step__actions">
          {index > 0 && (
            <Button variant="secondary" onClick={back}>
              Back
            </Button>
          )}
          <Button type="submit">{last ? 'See my matches' : 'Next'}</Button>
        </div>
      </form>
      <p className="match__privacy">
        Your answers stay private: they are used only to suggest experts to you, and you can change
        them at any time.
      </p>
    </div>
  );
}

/** ?step=1..6 → 0..5; anything else is the first step. */
function stepIndexFrom(raw: string | null): number {
  const step = Number(raw);
  return Number.isInteger(step) && step >= 1 && step <= STEPS.length ? step - 1 : 0;
}

const stepSearch = (index: number) => `?step=${index + 1}`;
