import { providerTypeLabel, type MatchingAnswers } from '@kaizen/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { AlertCircleIcon } from '../../../components/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import { StepFields } from '../components/StepFields';
import { questionFor } from '../copy';
import { readLocalResponse, writeLocalResponse } from '../local-store';
import { resultsPath, type QuestionnaireType } from '../paths';
import { emptyAnswers, STEPS, stepError } from '../steps';

/**
 * The matching questionnaire (issue 3): one question per step, Back and Next, the answers kept on
 * this device at the end (SPEC §3 matching-response-{type}); the results page then reconciles
 * them with the server (SPEC §4) or asks a visitor to sign in first.
 */
export function QuestionnairePage({ type }: { type: QuestionnaireType }) {
  const expert = providerTypeLabel(type).toLowerCase();
  useDocumentMeta({ title: `Find your ${expert}` });
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<MatchingAnswers>(
    () => readLocalResponse(type)?.userResponse ?? emptyAnswers(),
  );
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = STEPS[index] ?? STEPS[0];
  if (!step) throw new Error('The questionnaire has no steps');
  const last = index === STEPS.length - 1;
  const question = questionFor(step.id, expert);

  // Each new step is announced by moving focus to its question (keyboard and screen readers).
  useEffect(() => headingRef.current?.focus(), [index]);

  const change = (patch: Partial<MatchingAnswers>) => {
    setAnswers((current) => ({ ...current, ...patch }));
    setError(null);
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    const problem = stepError(step, answers);
    if (problem) {
      setError(problem);
      return;
    }
    if (!last) {
      setIndex(index + 1);
      return;
    }
    writeLocalResponse(type, answers, new Date().toISOString());
    void navigate(resultsPath(type));
  };

  const back = () => {
    setError(null);
    setIndex(index - 1);
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
          <StepFields step={step.id} answers={answers} onChange={change} />
        </fieldset>
        {error && (
          <p id="match-step-error" className="field__error" role="alert">
            <AlertCircleIcon width={16} height={16} /> {error}
          </p>
        )}
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
