import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProviderProfile } from '@kaizen/contracts';
import type { BookableTimes } from '../hooks/use-bookable-times';
import { ChooseTimeStep } from './ChooseTimeStep';

// Step 1 of booking: Continue acts only on times the person could see and choose from.

const START = '2026-12-03T12:30:00.000Z';
const profile = {
  session_kinds: [{ kind: 'tele', duration_minutes: 50, price: 300_000 }],
} as unknown as ProviderProfile;

function renderStep(times: BookableTimes, start: string | null, onContinue = vi.fn()) {
  render(
    <ChooseTimeStep
      profile={profile}
      kind="tele"
      start={start}
      times={times}
      reloadTimes={vi.fn()}
      notice={null}
      onKindChange={vi.fn()}
      onTimeChange={vi.fn()}
      onContinue={onContinue}
    />,
  );
  return onContinue;
}

const ready: BookableTimes = { status: 'ready', starts: [START], groupSessions: new Map() };

describe('choosing a time', () => {
  it('cannot continue while the times load', () => {
    renderStep({ status: 'loading' }, null);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('continues with a time that is offered', () => {
    const onContinue = renderStep(ready, START);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('asks for a time when none is chosen', () => {
    const onContinue = renderStep(ready, null);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a time first.')).toBeInTheDocument();
  });
});
