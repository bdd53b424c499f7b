import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : String(chunk);
  return html;
}

let previous: Promise<unknown> = Promise.resolve();

/**
 * Renders a tree to HTML once everything in it has loaded: a lazy component whose code is not
 * loaded yet is waited for, not left to the browser (which would render that part afresh and
 * log React error #419). Renders run one after another, never interleaved: `prepare` runs right
 * before its own render and `finish` right after it, so module-wide state they set (the document
 * meta collector, the visitor's flag cache) belongs to one request for the whole render. Rendering
 * is CPU work on one thread either way; only the first render of a page waits for code.
 */
export function renderComplete(
  tree: () => ReactNode,
  { prepare, finish }: { prepare?: () => void; finish?: () => void } = {},
): Promise<string> {
  const render = async () => {
    prepare?.();
    try {
      const { prelude } = await prerenderToNodeStream(tree());
      return await text(prelude);
    } finally {
      finish?.();
    }
  };
  const rendered = previous.then(render, render);
  previous = rendered.catch(() => undefined);
  return rendered;
}
