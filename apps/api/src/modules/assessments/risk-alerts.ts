import {
  instrumentByCode,
  type CrisisReason,
  type InstrumentCode,
  type RiskAlert,
} from '@kaizen/contracts';
import { and, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/http-errors';
import { users } from '../auth/tables';
import { enqueueEmail } from '../outbox/service';
import { careTeamOf, inCareOf, type CareTeamMember } from './care-team';
import { assessmentResults, riskAlerts } from './tables';
import { RISK_ALERT_NOT_FOUND_MESSAGE } from '@kaizen/contracts';

// Risk alerts: a crisis answer tells the patient's care team at once (email through the outbox,
// in the transaction that stores the answer) and waits for a clinician to acknowledge it. One
// that nobody acknowledges in time is escalated once.

export interface AlertEnv {
  publicUrl: string;
  /** Who hears of an alert nobody acknowledged in time, or of one with no care team. */
  escalationEmail: string | undefined;
  escalationMinutes: number;
}

const REASON_TEXT: Record<CrisisReason, string> = {
  self_harm_thoughts: 'thoughts of being better off dead or of self-harm (PHQ-9 question 9)',
  suicide_screen_positive: 'a positive suicide-risk screen (C-SSRS)',
  severe_band: 'a score in the severe range',
};

interface AlertSubject {
  patient: { id: number; firstname: string; lastname: string };
  instrument: InstrumentCode;
  score: number;
  bandLabel: string;
  reasons: CrisisReason[];
}

/** First name and initial only: the email says who to look at, the app shows the rest. */
const shortName = (patient: AlertSubject['patient']) =>
  `${patient.firstname} ${patient.lastname.slice(0, 1)}.`;

function alertEmail(subject: AlertSubject, env: AlertEnv, escalated: boolean) {
  const name = instrumentByCode(subject.instrument).name;
  const lines = [
    escalated
      ? 'This risk alert has not been acknowledged by the care team in time.'
      : 'A patient in your care needs attention.',
    '',
    `${shortName(subject.patient)} completed the ${name} and answered with:`,
    ...subject.reasons.map((reason) => `- ${REASON_TEXT[reason]}`),
    `Score ${subject.score} (${subject.bandLabel}).`,
    '',
    'They were shown crisis helpline and emergency numbers. Please contact them and acknowledge the alert in Kaizen:',
    `${env.publicUrl}/`,
  ];
  return {
    subject: escalated
      ? `Escalated: risk alert for ${shortName(subject.patient)}`
      : `Risk alert: ${shortName(subject.patient)}`,
    text: lines.join('\n'),
  };
}

async function emailAll(
  db: Database,
  to: string[],
  template: string,
  subject: AlertSubject,
  env: AlertEnv,
  now: Date,
) {
  const email = alertEmail(subject, env, template === 'risk-alert-escalated');
  for (const recipient of to) {
    await enqueueEmail(db, { to: recipient, template, ...email }, now);
  }
}

/**
 * Records the alert and emails the care team (inside the caller's transaction). With no care
 * team, the escalation contact is told at once and the alert counts as escalated.
 */
export async function raiseRiskAlert(
  db: Database,
  resultId: number,
  subject: AlertSubject,
  env: AlertEnv,
  now: Date,
): Promise<{ careTeamAlerted: boolean; safetyTeamAlerted: boolean }> {
  const team = await careTeamOf(db, subject.patient.id);
  const escalateNow = team.length === 0;
  await db.insert(riskAlerts).values({
    patientId: subject.patient.id,
    resultId,
    reasons: subject.reasons,
    createdAt: now,
    escalatedAt: escalateNow && env.escalationEmail ? now : null,
  });
  await emailAll(
    db,
    team.map((member) => member.email),
    'risk-alert',
    subject,
    env,
    now,
  );
  if (escalateNow && env.escalationEmail) {
    await emailAll(db, [env.escalationEmail], 'risk-alert-escalated', subject, env, now);
  }
  return {
    careTeamAlerted: team.length > 0,
    safetyTeamAlerted: escalateNow && env.escalationEmail !== undefined,
  };
}

function selectAlerts(db: Database, where: SQL | undefined) {
  return db
    .select({
      alert: riskAlerts,
      patient: {
        id: users.id,
        uuid: users.uuid,
        firstname: users.firstname,
        lastname: users.lastname,
      },
      result: {
        instrument: assessmentResults.instrument,
        score: assessmentResults.score,
        bandLabel: assessmentResults.bandLabel,
      },
      acknowledgedBy: sql<
        string | null
      >`(select u.firstname || ' ' || u.lastname from users u where u.id = ${riskAlerts.acknowledgedById})`,
    })
    .from(riskAlerts)
    .innerJoin(users, eq(users.id, riskAlerts.patientId))
    .innerJoin(assessmentResults, eq(assessmentResults.id, riskAlerts.resultId))
    .where(where);
}
type AlertRow = Awaited<ReturnType<typeof selectAlerts>>[number];

const alertView = (row: AlertRow): RiskAlert => ({
  id: row.alert.uuid,
  patient: {
    uuid: row.patient.uuid,
    firstname: row.patient.firstname,
    lastname: row.patient.lastname,
  },
  instrument: row.result.instrument,
  score: row.result.score,
  band_label: row.result.bandLabel,
  reasons: row.alert.reasons,
  created_at: row.alert.createdAt.toISOString(),
  acknowledged_at: row.alert.acknowledgedAt?.toISOString() ?? null,
  acknowledged_by: row.alert.acknowledgedAt ? row.acknowledgedBy : null,
  escalated_at: row.alert.escalatedAt?.toISOString() ?? null,
});

/** Alerts of the provider's patients, newest first; 'open' = not yet acknowledged. */
export async function listRiskAlerts(
  db: Database,
  providerId: number,
  status: 'open' | 'all',
): Promise<{ alert: RiskAlert; patientId: number }[]> {
  const rows = await selectAlerts(
    db,
    and(
      inCareOf(providerId, riskAlerts.patientId),
      status === 'open' ? isNull(riskAlerts.acknowledgedAt) : undefined,
    ),
  )
    .orderBy(desc(riskAlerts.createdAt), desc(riskAlerts.id))
    .limit(200);
  return rows.map((row) => ({ alert: alertView(row), patientId: row.patient.id }));
}

/** True while an alert for this patient, in this provider's care, waits for acknowledgement. */
export async function hasOpenRiskAlert(
  db: Database,
  providerId: number,
  patientId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: riskAlerts.id })
    .from(riskAlerts)
    .where(
      and(
        eq(riskAlerts.patientId, patientId),
        isNull(riskAlerts.acknowledgedAt),
        inCareOf(providerId, riskAlerts.patientId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A clinician of the patient's care team acknowledges the alert. The first acknowledgement is
 * kept (a second one changes nothing); another provider's alert is 404.
 */
export async function acknowledgeRiskAlert(
  db: Database,
  providerId: number,
  clinicianId: number,
  alertUuid: string,
  now: Date,
): Promise<{ alert: RiskAlert; patientId: number }> {
  const visible = and(eq(riskAlerts.uuid, alertUuid), inCareOf(providerId, riskAlerts.patientId));
  await db
    .update(riskAlerts)
    .set({ acknowledgedAt: now, acknowledgedById: clinicianId })
    .where(and(visible, isNull(riskAlerts.acknowledgedAt)));
  const [row] = await selectAlerts(db, visible);
  if (!row) throw notFound(RISK_ALERT_NOT_FOUND_MESSAGE);
  return { alert: alertView(row), patientId: row.patient.id };
}

/**
 * Escalates every alert nobody acknowledged within the configured time: each exactly once, even
 * with several API instances (one conditional UPDATE claims it). Emails the escalation contact
 * and the care team again.
 */
export async function escalateOverdueAlerts(
  db: Database,
  env: AlertEnv,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - env.escalationMinutes * 60_000);
  return inTransaction(db, async (tx) => {
    const claimed = await tx
      .update(riskAlerts)
      .set({ escalatedAt: now })
      .where(
        and(
          isNull(riskAlerts.acknowledgedAt),
          isNull(riskAlerts.escalatedAt),
          lte(riskAlerts.createdAt, cutoff),
        ),
      )
      .returning({ id: riskAlerts.id });
    for (const { id } of claimed) {
      const [row] = await selectAlerts(tx, eq(riskAlerts.id, id));
      if (!row) continue;
      const team: CareTeamMember[] = await careTeamOf(tx, row.patient.id);
      const to = [
        ...team.map((member) => member.email),
        ...(env.escalationEmail ? [env.escalationEmail] : []),
      ];
      await emailAll(
        tx,
        to,
        'risk-alert-escalated',
        {
          patient: row.patient,
          instrument: row.result.instrument,
          score: row.result.score,
          bandLabel: row.result.bandLabel,
          reasons: row.alert.reasons,
        },
        env,
        now,
      );
    }
    return claimed.length;
  });
}
