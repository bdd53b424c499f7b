import { randomUUID } from 'node:crypto';
import { ERROR_REPORTING_API_KEY_PATTERN } from '@kaizen/contracts';
import type { NewErrorReport } from './queries';

// The optional forwarder of error reports to a Sentry-compatible service (issue 15): off unless
// the operator sets SENTRY_DSN, so by default no report leaves the machine. Reports go as Sentry
// envelopes (https://develop.sentry.dev/sdk/envelopes/), which Sentry, GlitchTip and other
// self-hosted services accept, after the same scrubbing as the stored copy.

export interface SentryTarget {
  /** `{scheme}://{host}/api/{project}/envelope/` */
  envelopeUrl: string;
  /** The DSN's public key: SPEC §9's 32-character hexadecimal error-reporting API key. */
  publicKey: string;
  dsn: string;
}

/** The DSN `https://{key}@{host}/{project}` as a target; null when it is not one. */
export function sentryTarget(dsn: string): SentryTarget | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const project = url.pathname.replace(/^\/+|\/+$/g, '');
  const publicKey = decodeURIComponent(url.username);
  if (!/^https?:$/.test(url.protocol) || !/^\d+$/.test(project.split('/').pop() ?? '')) return null;
  if (!ERROR_REPORTING_API_KEY_PATTERN.test(publicKey)) return null;
  const prefix = project.split('/').slice(0, -1).join('/');
  const projectId = project.split('/').pop();
  return {
    envelopeUrl: `${url.protocol}//${url.host}/${prefix ? `${prefix}/` : ''}api/${projectId}/envelope/`,
    publicKey,
    dsn,
  };
}

/** Sentry's event for a stored report: message, first stack frame lines, release and stage. */
function sentryEvent(report: NewErrorReport, eventId: string) {
  const [firstLine = report.message] = report.message.split('\n');
  const [type, ...rest] = firstLine.split(': ');
  const typed = rest.length > 0 && /^\w*(Error|Exception)$/.test(type ?? '');
  return {
    event_id: eventId,
    timestamp: report.occurredAt.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'kaizen-web',
    release: report.release ?? undefined,
    environment: report.releaseStage,
    fingerprint: [report.fingerprint],
    exception: {
      values: [
        {
          type: typed ? type : 'Error',
          value: typed ? rest.join(': ') : report.message,
          ...(report.stack ? { stacktrace: { frames: [{ function: report.place }] } } : {}),
        },
      ],
    },
    request: report.url ? { url: report.url } : undefined,
    tags: { place: report.place },
    extra: {
      stack: report.stack ?? undefined,
      component_stack: report.componentStack ?? undefined,
    },
  };
}

/** The envelope: its header, the item header, the event (newline-separated JSON). */
export function sentryEnvelope(target: SentryTarget, report: NewErrorReport, sentAt: Date) {
  const eventId = randomUUID().replace(/-/g, '');
  const event = JSON.stringify(sentryEvent(report, eventId));
  const header = { event_id: eventId, sent_at: sentAt.toISOString(), dsn: target.dsn };
  const item = {
    type: 'event',
    content_type: 'application/json',
    length: Buffer.byteLength(event),
  };
  return `${JSON.stringify(header)}\n${JSON.stringify(item)}\n${event}\n`;
}
