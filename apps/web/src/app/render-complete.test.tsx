import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComplete } from './render-complete';

let current = '';
function Reader() {
  return <p>{current}</p>;
}

describe('renderComplete (issue 14: a page rendered per request)', () => {
  it('waits for a lazy component whose code has not loaded, instead of leaving it to the browser', async () => {
    const Late = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { default: () => <p>loaded late</p> };
    });
    const html = await renderComplete(() => (
      <Suspense fallback={<p>loading</p>}>
        <Late />
      </Suspense>
    ));
    expect(html).toContain('loaded late');
    expect(html).not.toContain('loading');
    // The marker of a boundary the server gave up on (the browser renders it again: #419).
    expect(html).not.toContain('<!--$!-->');
  });

  it('gives each render the module-wide state its request set, even when they overlap', async () => {
    const Slow = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { default: Reader };
    });
    const page = () => (
      <Suspense fallback={null}>
        <Slow />
      </Suspense>
    );
    const [first, second] = await Promise.all(
      ['first visitor', 'second visitor'].map((name) =>
        renderComplete(page, {
          prepare: () => (current = name),
          finish: () => (current = ''),
        }),
      ),
    );
    expect(first).toContain('first visitor');
    expect(second).toContain('second visitor');
  });

  it('a render that fails does not stop the next one', async () => {
    const Broken = () => {
      throw new Error('broken page');
    };
    await expect(renderComplete(() => <Broken />)).rejects.toThrow('broken page');
    await expect(renderComplete(() => <p>next</p>)).resolves.toContain('next');
  });
});
