import {
  POLICY_TYPES,
  PRIVACY_CONSENT_REQUIRED_MESSAGE,
  type ConsentEvent,
  type ConsentMethod,
  type Consents,
  type PolicyConsent,
  type PolicyDocument,
  type PolicyType,
} from '@kaizen/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { publishPolicyBodySchema } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { users } from '../auth/tables';
import { INITIAL_POLICIES } from './policy-texts';
import { consentEvents, policyDocuments } from './tables';
// This module's rows in the data-rights export and erasure (listed in composition.ts).
export { consentsPersonalData } from './personal-data';

// Consents: where each of a person's consents stands is the latest of their recorded events.
// Accounts from before events were recorded accepted at sign-up (the users' consent columns):
// that counts as accepting the version in force at that moment.

type PolicyRow = typeof policyDocuments.$inferSelect;
type EventRow = typeof consentEvents.$inferSelect;

const POLICY_NOT_FOUND_MESSAGE = 'This version of the document does not exist.';

const documentView = (row: PolicyRow): PolicyDocument => ({
  type: row.type,
  version: row.version,
  title: row.title,
  summary: row.summary,
  published_at: row.publishedAt.toISOString(),
  sections: row.sections,
});

/** Inserts version 1 of each document where it is missing (safe to run concurrently). */
async function ensureInitialPolicies(db: Database, now: Date): Promise<void> {
  await db
    .insert(policyDocuments)
    .values(
      POLICY_TYPES.map((type) => ({
        type,
        version: 1,
        ...INITIAL_POLICIES[type],
        publishedAt: now,
      })),
    )
    .onConflictDoNothing();
}

const selectPolicyRows = (db: Database, type: PolicyType) =>
  db
    .select()
    .from(policyDocuments)
    .where(eq(policyDocuments.type, type))
    .orderBy(desc(policyDocuments.version));

/** Newest first; a database without any version gets version 1 on first use. */
async function policyRows(db: Database, type: PolicyType): Promise<PolicyRow[]> {
  const rows = await selectPolicyRows(db, type);
  if (rows.length > 0) return rows;
  await ensureInitialPolicies(db, new Date());
  return selectPolicyRows(db, type);
}

export async function currentPolicy(db: Database, type: PolicyType): Promise<PolicyDocument> {
  const [row] = await policyRows(db, type);
  if (!row) throw notFound(POLICY_NOT_FOUND_MESSAGE);
  return documentView(row);
}

export async function policyVersion(
  db: Database,
  type: PolicyType,
  version: number,
): Promise<PolicyDocument> {
  const [row] = await db
    .select()
    .from(policyDocuments)
    .where(and(eq(policyDocuments.type, type), eq(policyDocuments.version, version)));
  if (!row) throw notFound(POLICY_NOT_FOUND_MESSAGE);
  return documentView(row);
}

/** A new version, current at once; two publishing together: one wins, the other gets 409. */
export async function publishPolicy(
  db: Database,
  body: z.output<typeof publishPolicyBodySchema>,
  now: Date,
): Promise<PolicyDocument> {
  const [row] = await db
    .insert(policyDocuments)
    .values({
      ...body,
      version: sql`(select coalesce(max(${policyDocuments.version}), 0) + 1 from ${policyDocuments} where ${policyDocuments.type} = ${body.type})`,
      publishedAt: now,
    })
    .returning();
  if (!row) throw new Error('policy insert returned no row');
  return documentView(row);
}

const eventView = (row: EventRow): ConsentEvent => ({
  consent_type: row.consentType,
  version: row.version,
  action: row.action,
  method: row.method,
  at: row.recordedAt.toISOString(),
});

/** The version in force at a moment: the latest published at or before it (else the first). */
const versionAt = (rows: PolicyRow[], moment: Date) =>
  rows.find((row) => row.publishedAt <= moment)?.version ?? rows.at(-1)?.version ?? 1;

interface UserConsentColumns {
  tncAcceptedAt: Date | null;
  privacyPolicyAcceptedAt: Date | null;
  eighteenPlusConfirmedAt: Date | null;
}

async function loadState(db: Database, userId: number) {
  const [events, [account], tnc, privacy] = await Promise.all([
    db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.userId, userId))
      .orderBy(desc(consentEvents.recordedAt), desc(consentEvents.id)),
    db
      .select({
        tncAcceptedAt: users.tncAcceptedAt,
        privacyPolicyAcceptedAt: users.privacyPolicyAcceptedAt,
        eighteenPlusConfirmedAt: users.eighteenPlusConfirmedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    policyRows(db, 'tnc'),
    policyRows(db, 'privacy_policy'),
  ]);
  return { events, account, documents: { tnc, privacy_policy: privacy } };
}

const SIGN_UP_COLUMN: Record<PolicyType, keyof UserConsentColumns> = {
  tnc: 'tncAcceptedAt',
  privacy_policy: 'privacyPolicyAcceptedAt',
};

function standing(
  type: PolicyType,
  events: EventRow[],
  account: UserConsentColumns | undefined,
  rows: PolicyRow[],
): PolicyConsent {
  const current = rows[0];
  if (!current) throw notFound(POLICY_NOT_FOUND_MESSAGE);
  const latest = events.find((event) => event.consentType === type);
  const signUpAt = account?.[SIGN_UP_COLUMN[type]] ?? null;
  const acceptedVersion = latest
    ? latest.action === 'accepted'
      ? latest.version
      : null
    : signUpAt
      ? versionAt(rows, signUpAt)
      : null;
  const { sections: _sections, ...policy } = documentView(current);
  return {
    policy,
    accepted_version: acceptedVersion,
    accepted: acceptedVersion === current.version,
    withdrawn: latest?.action === 'withdrawn',
  };
}

/** SPEC §3 consent state: each policy's standing, eighteen-plus, and the history. */
export async function consentsOf(db: Database, userId: number): Promise<Consents> {
  const { events, account, documents } = await loadState(db, userId);
  const eighteen = events.find((event) => event.consentType === 'eighteen_plus');
  return {
    policies: POLICY_TYPES.map((type) => standing(type, events, account, documents[type])),
    is_eighteen_plus_checked: eighteen
      ? eighteen.action === 'accepted'
      : Boolean(account?.eighteenPlusConfirmedAt),
    history: events.map(eventView),
  };
}

/** Records acceptance of the current version of each policy (one event each). */
export async function acceptPolicies(
  db: Database,
  userId: number,
  types: readonly PolicyType[],
  method: ConsentMethod,
  now: Date,
): Promise<void> {
  const values = await Promise.all(
    types.map(async (type) => ({
      userId,
      consentType: type,
      version: (await currentPolicy(db, type)).version,
      action: 'accepted' as const,
      method,
      recordedAt: now,
    })),
  );
  await db.insert(consentEvents).values(values);
}

export async function confirmEighteenPlus(
  db: Database,
  userId: number,
  method: ConsentMethod,
  now: Date,
): Promise<void> {
  await db.insert(consentEvents).values({
    userId,
    consentType: 'eighteen_plus',
    version: null,
    action: 'accepted',
    method,
    recordedAt: now,
  });
}

export async function withdrawConsent(
  db: Database,
  userId: number,
  type: PolicyType,
  now: Date,
): Promise<void> {
  await db.insert(consentEvents).values({
    userId,
    consentType: type,
    version: null,
    action: 'withdrawn',
    method: 'settings',
    recordedAt: now,
  });
}

/**
 * Clinical writes need privacy-policy consent that was not withdrawn. A newer version not yet
 * acknowledged does not block them (the web asks for it first; a person in crisis must never be
 * stopped by a policy update).
 */
export async function requirePrivacyConsent(db: Database, userId: number): Promise<void> {
  const [latest] = await db
    .select({ action: consentEvents.action })
    .from(consentEvents)
    .where(and(eq(consentEvents.userId, userId), eq(consentEvents.consentType, 'privacy_policy')))
    .orderBy(desc(consentEvents.recordedAt), desc(consentEvents.id))
    .limit(1);
  if (latest?.action === 'withdrawn') throw forbidden(PRIVACY_CONSENT_REQUIRED_MESSAGE);
}
