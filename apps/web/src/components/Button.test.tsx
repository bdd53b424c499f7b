import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Button } from './Button';
import { Form } from './forms/Form';

afterEach(() => vi.restoreAllMocks());

/** Clicks the button once, then again after each gap (ms) on a mocked performance clock. */
function clickWithGaps(button: HTMLElement, gaps: number[]) {
  let at = 10_000;
  vi.spyOn(performance, 'now').mockImplementation(() => at);
  fireEvent.click(button);
  for (const gap of gaps) {
    at += gap;
    fireEvent.click(button);
  }
}

// SPEC §9: "button click debounce 500 ms" — every action button that sends a request.
describe('Button click debounce (SPEC §9, 500 ms)', () => {
  it('acts on the first click and drops the repeats within 500 ms', () => {
    const send = vi.fn();
    render(
      <Button onClick={send} loading={false}>
        Cancel session
      </Button>,
    );
    // Clicks at 0, 120, 499 (dropped) and 500 ms after the first that went through.
    clickWithGaps(screen.getByRole('button', { name: 'Cancel session' }), [120, 379, 1]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps a double-clicked submit button from submitting its form twice', () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading={false}>
          Save changes
        </Button>
      </form>,
    );
    // A double click 200 ms apart submits once; a click 600 ms later submits again.
    clickWithGaps(screen.getByRole('button', { name: 'Save changes' }), [200, 600]);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('leaves buttons that send no request immediate (open a dialog, next step)', () => {
    const open = vi.fn();
    render(<Button onClick={open}>Cancel</Button>);
    clickWithGaps(screen.getByRole('button', { name: 'Cancel' }), [0]);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('lets a click through at once when the person edited something since the last one', () => {
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
    clickWithGaps(button, []);
    fireEvent.input(screen.getByLabelText('Current password'), { target: { value: 'x' } });
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('a prerendered form before hydration', () => {
  const page = (
    <Form serverErrors={[]}>
      <input name="password" aria-label="Password" />
      <Button type="submit" loading={false}>
        Log in
      </Button>
      <Button>Show password</Button>
      <Button onClick={() => undefined}>No thanks</Button>
    </Form>
  );

  it('cannot be submitted by the browser: the submit button waits and the method is post', () => {
    const html = renderToString(page);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toMatch(/<button type="button"[^>]*>(?:(?!<\/button>).)*Show password/);
    expect(html).not.toMatch(
      /<button type="button"[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Show password/,
    );
  });

  it('keeps a button whose click React handles disabled until its handler is attached', () => {
    // A click on the server's HTML before hydrateRoot is lost without a trace (the consent banner
    // stayed after "No thanks"): disabled, it says so, and the person's next click works.
    const html = renderToString(page);
    expect(html).toMatch(
      /<button type="button"[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*No thanks/,
    );
  });

  it('submits and clicks as usual once React renders it in the browser', () => {
    render(page);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeEnabled();
  });
});
