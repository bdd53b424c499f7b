import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useTouchedForm } from './use-touched-form';

const checks = {
  login: async (value: string) => (value.includes('@') ? true : 'Enter an email.'),
  password: (value: string) => (value ? true : 'Password is required.'),
};

function LoginLikeForm({ submit }: { submit: (values: Record<string, string>) => Promise<void> }) {
  const { field, errors, isSubmitting, handleSubmit } = useTouchedForm(checks);
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <label>
        Login <input {...field('login')} />
      </label>
      {errors.login && <p>{errors.login}</p>}
      <label>
        Password <input type="password" {...field('password')} />
      </label>
      {errors.password && <p>{errors.password}</p>}
      <button type="submit" disabled={isSubmitting}>
        Go
      </button>
    </form>
  );
}

describe('useTouchedForm', () => {
  it('checks a field when it first loses focus, then on every change', async () => {
    const user = userEvent.setup();
    render(<LoginLikeForm submit={vi.fn()} />);
    await user.type(screen.getByLabelText('Login'), 'ann');
    expect(screen.queryByText('Enter an email.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Enter an email.')).toBeTruthy();
    await user.type(screen.getByLabelText('Login'), '@example.org');
    await waitFor(() => expect(screen.queryByText('Enter an email.')).toBeNull());
  });

  it('on submit shows every message and focuses the first invalid field, without submitting', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    render(<LoginLikeForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Enter an email.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Login'));
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits the values once while the submission runs', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoginLikeForm submit={submit} />);
    await user.type(screen.getByLabelText('Login'), 'ann@example.org');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Go' })).toHaveProperty('disabled', true),
    );
    expect(submit).toHaveBeenCalledWith({ login: 'ann@example.org', password: 'secret' });
    finish();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Go' })).toHaveProperty('disabled', false),
    );
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
