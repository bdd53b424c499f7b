import {
  CLIENT_SPANS_PATH,
  type ClientSpan,
  TRACING_SETTINGS_PATH,
  tracingSettingsResponseSchema,
} from '@kaizen/contracts';
import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { readAnalyticsConsent, subscribeAnalyticsConsent } from '../analytics/consent';
import { API_BASE } from '../http/api-base';
import { http } from '../http/client';
import { RequestError } from '../http/request-error';
import { localStore } from '../storage';
import { foldPathIds } from '../telemetry';
import { createSampler } from './sampling';
import { createTracer, type OpenSpan, type Tracer } from './tracer';

// The web app's traces in the browser (issue 15, SPEC §9): a span per page shown and per API
// call, sent to POST /api/telemetry/spans, which passes them to the operator's collector. Loaded
// with the analytics pipeline (lib/analytics/instance.ts), so only once the person allowed
// analytics; withdrawing drops what is unsent and stops tracing. Span attributes carry paths with
// ids folded and no query, never an address with its tokens or a person's data.

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

async function sendSpans(spans: ClientSpan[], { closing }: { closing: boolean }) {
  try {
    const response = await fetch(`${API_BASE}${CLIENT_SPANS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ spans }),
      keepalive: closing,
    });
    return response.status;
  } catch {
    return 0;
  }
}

const sampler = createSampler({
  store: localStore,
  now: () => Date.now(),
  random: Math.random,
  fetchProbability: async () => {
    const response = await fetch(`${API_BASE}${TRACING_SETTINGS_PATH}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`tracing settings answered ${response.status}`);
    return tracingSettingsResponseSchema.parse(await response.json()).sampling_probability;
  },
});

/** An API call's span: `GET /api/bookings/:id`, its status, a traceparent for the API's span. */
export function traceApiCalls(client: AxiosInstance, tracer: Tracer): () => void {
  const open = new WeakMap<object, OpenSpan>();
  const requestId = client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = foldPathIds(client.getUri({ baseURL: config.baseURL, url: config.url }));
    const span = tracer.startSpan(`${method} ${path}`, {
      'http.request.method': method,
      'url.path': path,
    });
    open.set(config, span);
    // Same origin (API_BASE is a path), so no CORS preflight is added: the API's span joins.
    config.headers.set('traceparent', `00-${span.traceId}-${span.spanId}-01`);
    return config;
  });
  const ending = (config: object | undefined, status: number | undefined, error: boolean) => {
    const span = config && open.get(config);
    span?.end(status ? { 'http.response.status_code': status } : {}, error);
  };
  const responseId = client.interceptors.response.use(
    (response) => {
      ending(response.config, response.status, false);
      return response;
    },
    (failure: unknown) => {
      if (failure instanceof RequestError) {
        const config = (failure.cause as { config?: object } | undefined)?.config;
        ending(config, failure.status, failure.kind !== 'http' || (failure.status ?? 0) >= 500);
      }
      return Promise.reject(failure);
    },
  );
  return () => {
    client.interceptors.request.eject(requestId);
    client.interceptors.response.eject(responseId);
  };
}

/** A page shown: from the navigation (the document's start for the first) to the next paint. */
function tracePage(tracer: Tracer, page: string, first: boolean): void {
  const span = tracer.startSpan(
    first ? 'page load' : 'navigation',
    { page: foldPathIds(page) },
    first ? performance.timeOrigin : Date.now(),
  );
  requestAnimationFrame(() => setTimeout(() => span.end(), 0));
}

let running: { tracer: Tracer; stop: () => void } | null = null;

function start() {
  const tracer = createTracer({
    now: () => Date.now(),
    randomHex: (bytes) => randomHex(bytes),
    sampled: () => sampler.sampled(),
    send: sendSpans,
  });
  const stopCalls = traceApiCalls(http, tracer);
  const onHide = () => {
    if (document.visibilityState === 'hidden') void tracer.flush({ closing: true });
  };
  document.addEventListener('visibilitychange', onHide);
  const unsubscribe = subscribeAnalyticsConsent(() => {
    if (readAnalyticsConsent() === 'granted' || !running) return;
    running.tracer.discard();
    running.stop();
  });
  running = {
    tracer,
    stop: () => {
      stopCalls();
      document.removeEventListener('visibilitychange', onHide);
      unsubscribe();
      running = null;
    },
  };
  // SPEC §4 start-up: the sampling decision is asked for (again after 24 h) as the app starts.
  void sampler.sampled();
  return tracer;
}

let pagesShown = 0;

/** Called for each page the person sees while analytics is allowed (lib/analytics/instance.ts). */
export function tracePageShown(pathname: string): void {
  if (readAnalyticsConsent() !== 'granted') return;
  tracePage(running?.tracer ?? start(), pathname, pagesShown++ === 0);
}
