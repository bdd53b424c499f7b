import { AsyncLocalStorage } from 'node:async_hooks';
import { newSpanId, type AttributeValue, type FinishedSpan } from './otlp-exporter';

// The span a piece of work runs under (a request's server span, a transaction's span), carried
// through the request's asynchronous calls so that work deep inside a module (a SQL statement)
// can record a child span without any parameter passing. Only the tracing plugin starts one, so
// with tracing off the store is always empty.

export interface ActiveSpan {
  traceId: string;
  spanId: string;
  /** Where this trace's finished spans go (the app's exporter, as the API service). */
  record(span: FinishedSpan): void;
}

const active = new AsyncLocalStorage<ActiveSpan>();

/** Nanoseconds since the epoch, monotonic within the process. */
const originNs = BigInt(Date.now()) * 1_000_000n - process.hrtime.bigint();
export const nowNs = () => originNs + process.hrtime.bigint();

/** The span the current work belongs to; undefined outside a traced request. */
export const currentSpan = (): ActiveSpan | undefined => active.getStore();

/** Runs `work` (and everything it starts) under `span`. */
export const runInSpan = <T>(span: ActiveSpan, work: () => T): T => active.run(span, work);

export interface ChildSpanStart {
  name: string;
  /** 1 internal, 3 client (OTLP SpanKind). */
  kind: 1 | 3;
  attributes: Record<string, AttributeValue>;
  /** What a failure adds to the attributes (never its message: it may quote the data). */
  describeError?: (error: unknown) => Record<string, AttributeValue>;
}

/**
 * Runs `work` as a child span of `parent`, current while it runs (statements inside a
 * transaction become the transaction's children), and records it when work settles: status
 * error when it threw.
 */
export async function inChildSpan<T>(
  parent: ActiveSpan,
  start: ChildSpanStart,
  work: () => Promise<T>,
): Promise<T> {
  const child: ActiveSpan = { ...parent, spanId: newSpanId() };
  const startNs = nowNs();
  let attributes = start.attributes;
  let error = false;
  try {
    return await active.run(child, work);
  } catch (failure) {
    error = true;
    attributes = { ...attributes, ...start.describeError?.(failure) };
    throw failure;
  } finally {
    parent.record({
      traceId: parent.traceId,
      spanId: child.spanId,
      parentSpanId: parent.spanId,
      name: start.name,
      kind: start.kind,
      startNs,
      endNs: nowNs(),
      attributes,
      error,
    });
  }
}
