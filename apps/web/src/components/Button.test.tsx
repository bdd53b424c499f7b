import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

afterEach(() => vi.restoreAllMocks());

const clock = (start: number) => {
  let at = start;
  vi.spyOn(performance, 'now').mockImplementation(() => at);
  return (ms: number) => {
    at += ms;
  };
};

// SPEC §9: "button click debounce 500 ms" — every action button that sends a request.
describe('Button click debounce (SPEC §9, 500 ms)', () => {
  it('acts on the first click and drops the repeats within 500 ms', () => {
    const advance = clock(10_000);
    const send = vi.fn();
    render(
      <Button onClick={send} loading={false}>
        Cancel session
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Cancel session' });
    fireEvent.click(button);
    advance(120);
    fireEvent.click(button);
    advance(379);
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    advance(1);
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps a double-clicked submit button from submitting its form twice', () => {
    const advance = clock(50_000);
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading={false}>
          Save changes
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save changes' });
    fireEvent.click(button);
    advance(200);
    fireEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
    advance(600);
    fireEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('leaves buttons that send no request immediate (open a dialog, next step)', () => {
    clock(70_000);
    const open = vi.fn();
    render(<Button onClick={open}>Cancel</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('lets a click through at once when the person edited something since the last one', () => {
    clock(90_000);
    const send = vi.fn();
    render(
      <>
        <input aria-label="Current password" />
        <Button onClick={send} sendsRequest>
          Change password
        </Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Change password' });
    fireEvent.click(button);
    fireEvent.input(screen.getByLabelText('Current password'), { target: { value: 'x' } });
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
