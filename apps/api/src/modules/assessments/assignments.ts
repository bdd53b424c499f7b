import {
  ASSIGNMENT_DUE_IN_PAST_MESSAGE,
  ASSIGNMENT_NOT_FOUND_MESSAGE,
  instrumentByCode,
  PATIENT_NOT_FOUND_MESSAGE,
  type AssessmentAssignment,
  type AssignInstrumentBody,
} from '@kaizen/contracts';
import { and, asc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { unprocessable, notFound } from '../../lib/http-errors';
import { users } from '../auth/tables';
import { enqueueEmail } from '../outbox/service';
import { addressedTo, careRecipientOf } from '../profiles/service';
import { patientOfProvider } from './care-team';
import { assessmentAssignments } from './tables';

// Instruments a clinician asks a patient to complete by a date. The patient is emailed at once
// and reminded on the morning of the day before it is due; the home card lists open ones.

const DAY_MS = 86_400_000;

function selectAssignments(db: Database, where: SQL | undefined) {
  return db
    .select({
      assignment: assessmentAssignments,
      assignedBy: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
    })
    .from(assessmentAssignments)
    .innerJoin(users, eq(users.id, assessmentAssignments.assignedById))
    .where(where);
}
type Row = Awaited<ReturnType<typeof selectAssignments>>[number];

const assignmentView = (row: Row): AssessmentAssignment => ({
  id: row.assignment.uuid,
  instrument: row.assignment.instrument,
  due_on: row.assignment.dueOn,
  note: row.assignment.note,
  assigned_by: row.assignedBy,
  created_at: row.assignment.createdAt.toISOString(),
  completed_at: row.assignment.completedAt?.toISOString() ?? null,
});

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

export interface AssignmentEnv {
  publicUrl: string;
}

function assignmentEmail(
  instrumentCode: AssessmentAssignment['instrument'],
  dueOn: string,
  env: AssignmentEnv,
  reminder: boolean,
) {
  const instrument = instrumentByCode(instrumentCode);
  const link = `${env.publicUrl}/assessments/${instrument.code}`;
  return {
    subject: reminder
      ? `Reminder: your ${instrument.name} is due ${dueOn}`
      : `Your clinician asked you to complete the ${instrument.name}`,
    text: [
      reminder
        ? `A reminder that your clinician asked you to complete the ${instrument.title} by ${dueOn}.`
        : `Your clinician asked you to complete the ${instrument.title} by ${dueOn}.`,
      `It takes about ${instrument.minutes} minute${instrument.minutes === 1 ? '' : 's'}.`,
      '',
      link,
    ].join('\n'),
  };
}

/** To the patient, or for a member to the account holder who cares for them. */
async function emailPatient(
  db: Database,
  patientId: number,
  template: 'assessment-assigned' | 'assessment-reminder',
  message: { subject: string; text: string; now: Date },
): Promise<void> {
  const recipient = await careRecipientOf(db, patientId);
  if (!recipient) return;
  await enqueueEmail(
    db,
    {
      ...addressedTo(recipient, { subject: message.subject, text: message.text }),
      template,
      userId: patientId,
    },
    message.now,
  );
}

export async function assignInstrument(
  db: Database,
  clinician: { id: number; providerId: number },
  patientUuid: string,
  body: AssignInstrumentBody,
  env: AssignmentEnv,
  now: Date,
): Promise<{ assignment: AssessmentAssignment; patientId: number }> {
  if (body.due_on < todayUtc(now)) throw unprocessable(ASSIGNMENT_DUE_IN_PAST_MESSAGE);
  return inTransaction(db, async (tx) => {
    const patient = await patientOfProvider(
      tx,
      clinician.providerId,
      patientUuid,
      PATIENT_NOT_FOUND_MESSAGE,
    );
    const [created] = await tx
      .insert(assessmentAssignments)
      .values({
        patientId: patient.id,
        assignedById: clinician.id,
        providerId: clinician.providerId,
        instrument: body.instrument,
        dueOn: body.due_on,
        note: body.note ?? null,
        createdAt: now,
      })
      .returning({ id: assessmentAssignments.id });
    if (!created) throw new Error('assignment insert returned no row');
    await emailPatient(tx, patient.id, 'assessment-assigned', {
      ...assignmentEmail(body.instrument, body.due_on, env, false),
      now,
    });
    const [row] = await selectAssignments(tx, eq(assessmentAssignments.id, created.id));
    if (!row) throw new Error('assignment vanished');
    return { assignment: assignmentView(row), patientId: patient.id };
  });
}

/** The patient's assignments not yet completed, soonest due first. */
export async function openAssignments(
  db: Database,
  patientId: number,
): Promise<AssessmentAssignment[]> {
  const rows = await selectAssignments(
    db,
    and(eq(assessmentAssignments.patientId, patientId), isNull(assessmentAssignments.completedAt)),
  ).orderBy(asc(assessmentAssignments.dueOn), asc(assessmentAssignments.id));
  return rows.map(assignmentView);
}

/** Assignments this provider made for the patient (the clinician's view). */
export async function providerAssignments(
  db: Database,
  providerId: number,
  patientId: number,
): Promise<AssessmentAssignment[]> {
  const rows = await selectAssignments(
    db,
    and(
      eq(assessmentAssignments.patientId, patientId),
      eq(assessmentAssignments.providerId, providerId),
    ),
  ).orderBy(asc(assessmentAssignments.dueOn), asc(assessmentAssignments.id));
  return rows.map(assignmentView);
}

/**
 * Marks the patient's open assignment as done by this result: the one named, else every open
 * assignment of the same instrument. A named assignment that is not theirs is 404.
 */
export async function completeAssignments(
  db: Database,
  patientId: number,
  instrument: AssessmentAssignment['instrument'],
  resultId: number,
  assignmentUuid: string | undefined,
  now: Date,
): Promise<void> {
  const mine = and(
    eq(assessmentAssignments.patientId, patientId),
    eq(assessmentAssignments.instrument, instrument),
  );
  if (assignmentUuid) {
    const [found] = await db
      .select({ id: assessmentAssignments.id })
      .from(assessmentAssignments)
      .where(and(mine, eq(assessmentAssignments.uuid, assignmentUuid)));
    if (!found) throw notFound(ASSIGNMENT_NOT_FOUND_MESSAGE);
  }
  await db
    .update(assessmentAssignments)
    .set({ completedAt: now, resultId })
    .where(and(mine, isNull(assessmentAssignments.completedAt)));
}

/** Sends each due reminder once (claimed by one conditional UPDATE), from the day before the due date. */
export async function remindDueAssignments(
  db: Database,
  env: AssignmentEnv,
  now: Date,
): Promise<number> {
  const tomorrow = todayUtc(new Date(now.getTime() + DAY_MS));
  return inTransaction(db, async (tx) => {
    const due = await tx
      .update(assessmentAssignments)
      .set({ remindedAt: now })
      .where(
        and(
          isNull(assessmentAssignments.completedAt),
          isNull(assessmentAssignments.remindedAt),
          lte(assessmentAssignments.dueOn, tomorrow),
        ),
      )
      .returning();
    for (const assignment of due) {
      await emailPatient(tx, assignment.patientId, 'assessment-reminder', {
        ...assignmentEmail(assignment.instrument, assignment.dueOn, env, true),
        now,
      });
    }
    return due.length;
  });
}
