import {
  ANALYTICS_PROPERTY_MAX_LENGTH,
  DIRECT_REFERRER,
  isClinicalProperty,
  stripSecretsFromUrl,
  type ParsedAnalyticsBatch,
} from '@kaizen/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createForwarder, type AnalyticsForwarder, type ForwardedEvent } from './forwarder';
import {
  insertAnalyticsEvents,
  joinDeviceEventsToNewAccount,
  type NewAnalyticsEvent,
} from './events-queries';

/**
 * A device's anonymous events are joined to an account created on it at most this long before a
 * batch arrives signed in: long enough for the first signed-in batch after sign-up, short enough
 * that an old account signing in on a shared device never takes a stranger's browsing.
 */
export const SIGN_UP_JOIN_WINDOW_MS = 60 * 60 * 1000;

/** Who sent a batch: the signed-in person (if any) as the route read them. */
interface BatchSender {
  userId: number;
  uuid: string;
  email: string;
}

interface AnalyticsSettings {
  /** SPEC §4, §6: internal-company-domain users are excluded from analytics. */
  excludedEmailDomains: readonly string[];
  /** Only when the operator configured one (ANALYTICS_FORWARD_URL). */
  forwarder: AnalyticsForwarder | null;
}

function isExcludedEmail(email: string, domains: readonly string[]): boolean {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  return domains.some((internal) => domain === internal || domain.endsWith(`.${internal}`));
}

const referrer = (value: string) =>
  value === DIRECT_REFERRER || value === '' ? DIRECT_REFERRER : stripSecretsFromUrl(value);

/** The server's own pass over what a client sent: no tokens, no clinical keys, 255 characters. */
function storedProperties(properties: ParsedAnalyticsBatch['events'][number]['properties']) {
  const kept: NewAnalyticsEvent['properties'] = {};
  for (const [name, value] of Object.entries(properties)) {
    if (isClinicalProperty(name)) continue;
    kept[name] = typeof value === 'string' ? value.slice(0, ANALYTICS_PROPERTY_MAX_LENGTH) : value;
  }
  return kept;
}

/**
 * Stores a batch (SPEC §4, §9; issue 15) and answers how many events were new. A signed-in
 * sender's events carry their account, and a sender whose account is new takes the device's
 * anonymous events too (sign-up joins the visitor to the person). An internal-domain sender's
 * events are not stored. New events go on to the configured forwarder after they are stored.
 */
export async function recordAnalyticsBatch(
  db: Database,
  settings: AnalyticsSettings,
  batch: ParsedAnalyticsBatch,
  sender: BatchSender | null,
  now: Date,
): Promise<{ stored: number; forwarding: Promise<void> }> {
  const idle = { stored: 0, forwarding: Promise.resolve() };
  if (sender && isExcludedEmail(sender.email, settings.excludedEmailDomains)) return idle;
  const rows = batch.events.map((event): NewAnalyticsEvent => ({
    deviceId: batch.device_id,
    userId: sender?.userId ?? null,
    event: event.event,
    insertId: event.insert_id,
    // A client clock ahead of ours would put events in the future of every report.
    occurredAt: new Date(Math.min(Date.parse(event.time), now.getTime())),
    receivedAt: now,
    currentUrl: stripSecretsFromUrl(event.current_url),
    initialReferrer: referrer(event.initial_referrer),
    previousReferrer: referrer(event.previous_referrer),
    properties: storedProperties(event.properties),
  }));
  const stored = await insertAnalyticsEvents(db, rows);
  if (sender) {
    await joinDeviceEventsToNewAccount(
      db,
      batch.device_id,
      sender.userId,
      new Date(now.getTime() - SIGN_UP_JOIN_WINDOW_MS),
    );
  }
  const forwarder = settings.forwarder;
  if (!forwarder || stored.length === 0)
    return { stored: stored.length, forwarding: idle.forwarding };
  const distinctId = sender ? sender.uuid : `device:${batch.device_id}`;
  const forwarded: ForwardedEvent[] = stored.map((row) => ({ ...row, distinctId }));
  return { stored: stored.length, forwarding: forwarder.forward(forwarded) };
}

/** The settings of the operator's configuration (README "Analytics"). */
export function analyticsSettingsFromConfig(
  config: Pick<
    Config,
    'ANALYTICS_EXCLUDED_EMAIL_DOMAINS' | 'ANALYTICS_FORWARD_URL' | 'ANALYTICS_FORWARD_TOKEN'
  >,
  onForwardFailure: (reason: string) => void,
): AnalyticsSettings {
  return {
    excludedEmailDomains: config.ANALYTICS_EXCLUDED_EMAIL_DOMAINS.map((domain) =>
      domain.toLowerCase(),
    ),
    forwarder: config.ANALYTICS_FORWARD_URL
      ? createForwarder({
          url: config.ANALYTICS_FORWARD_URL,
          token: config.ANALYTICS_FORWARD_TOKEN,
          onFailure: onForwardFailure,
        })
      : null,
  };
}
