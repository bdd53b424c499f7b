import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './ErrorScreen';

describe('SPEC §2 error screen', () => {
  it('has the exact texts and the two buttons', async () => {
    const onHome = vi.fn();
    const onRefresh = vi.fn();
    render(<ErrorScreen onHome={onHome} onRefresh={onRefresh} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Oops, looks like something went wrong!',
    );
    expect(
      screen.getByText(
        "It seems our servers are feeling a bit stressed out. We're working hard to fix things. Please take a deep breath and try again shortly.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'back to homepage' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(onHome).toHaveBeenCalledOnce();
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
