import { ANALYTICS_REQUEST_TIMEOUT_MS } from '@kaizen/contracts';
import type { StoredAnalyticsEvent } from './events-queries';

// The optional forwarder to an external product-analytics service (issue 15). Off unless the
// operator sets ANALYTICS_FORWARD_URL: with no configuration no event leaves the machine. The
// payload is the widely implemented Mixpanel `/track` shape (README "Analytics"), so a
// Mixpanel project or any service that accepts it (and a self-hosted collector) can receive it.

export interface ForwardedEvent extends StoredAnalyticsEvent {
  /** The account's uuid, or `device:{device id}` for a visitor (never an email or a name). */
  distinctId: string;
}

export interface AnalyticsForwarder {
  /** Sends events; never throws (a failure is logged: the events stay stored here). */
  forward(events: ForwardedEvent[]): Promise<void>;
}

interface ForwarderSettings {
  url: string;
  /** The receiving project's token, sent as `properties.token` in every event. */
  token?: string | undefined;
  fetch?: typeof fetch;
  onFailure?: (reason: string) => void;
}

/** One event as the receiving service reads it. */
function forwardedPayload(event: ForwardedEvent, token: string | undefined) {
  return {
    event: event.event,
    properties: {
      ...event.properties,
      ...(token ? { token } : {}),
      distinct_id: event.distinctId,
      time: event.occurredAt.getTime(),
      $insert_id: event.insertId,
      $current_url: event.currentUrl,
      initial_referrer: event.initialReferrer,
      previous_referrer: event.previousReferrer,
    },
  };
}

export function createForwarder(settings: ForwarderSettings): AnalyticsForwarder {
  const send = settings.fetch ?? fetch;
  const fail = settings.onFailure ?? (() => undefined);
  return {
    async forward(events) {
      if (events.length === 0) return;
      try {
        const response = await send(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(events.map((event) => forwardedPayload(event, settings.token))),
          // SPEC §9 analytics timeout 90 s.
          signal: AbortSignal.timeout(ANALYTICS_REQUEST_TIMEOUT_MS),
        });
        if (!response.ok) fail(`the analytics service answered ${response.status}`);
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
