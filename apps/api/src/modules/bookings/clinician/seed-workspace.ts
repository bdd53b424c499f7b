import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Seeder } from '../../../db/seed';
import { users } from '../../auth/tables';
import { patientNotes } from '../../patient-chart/tables';
import type { Scheduling } from '../../scheduling/service';
import { bookings, clinicianProviders } from '../tables';

// Demo data for the clinician workspace (issue 13): each demo clinician has patients with
// completed sessions, one past session still to mark, sessions coming up this week and a
// private note, so a first look at /clinician/ shows a lived-in day, week and chart. Runs
// after the demo users, providers, availability and clinician links. Deterministic: fixed
// uuids, times counted in whole days and hours from the seeding clock.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SESSION_MINUTES = 50;

type Status = 'completed' | 'confirmed' | 'no_show';

interface DemoSession {
  /** Days from today (negative: past). */
  day: number;
  status: Status;
}

interface DemoCaseload {
  clinician: string;
  kind: 'tele' | 'couple';
  /** UTC hour of this clinician's sessions (04:30 UTC is 10:00 in India), one hour per patient. */
  utcHour: number;
  patients: { email: string; partnerEmail?: string; sessions: DemoSession[]; note: string }[];
}

const PAST_AND_COMING: DemoSession[] = [
  { day: -28, status: 'completed' },
  { day: -21, status: 'completed' },
  { day: -14, status: 'no_show' },
  { day: -7, status: 'completed' },
  { day: -2, status: 'confirmed' },
  { day: 1, status: 'confirmed' },
  { day: 5, status: 'confirmed' },
];
const FEWER: DemoSession[] = [
  { day: -10, status: 'completed' },
  { day: -3, status: 'completed' },
  { day: 2, status: 'confirmed' },
];

const soap = (subjective: string, objective: string, assessment: string, plan: string) =>
  `Subjective:\n${subjective}\n\nObjective:\n${objective}\n\nAssessment:\n${assessment}\n\nPlan:\n${plan}\n`;

const CASELOADS: DemoCaseload[] = [
  {
    clinician: 'therapist@kaizen.health',
    kind: 'tele',
    utcHour: 4.5,
    patients: [
      {
        email: 'nikhil@demo.kaizen.health',
        sessions: PAST_AND_COMING,
        note: soap(
          'Sleeping about 6 hours; work deadlines feel lighter since the new manager.',
          'On time, engaged, brighter affect than last month. PHQ-9 down from 14 to 9.',
          'Moderate depression easing; avoidance around family calls remains.',
          'Continue behavioural activation; add one family call a week; review sleep diary.',
        ),
      },
      {
        email: 'farah@demo.kaizen.health',
        sessions: FEWER,
        note: soap(
          'Worry before presentations; racing thoughts at night.',
          'Restless at the start, settled with breathing practice.',
          'Generalised anxiety, moderate (GAD-7 12).',
          'Worry time 20 minutes a day; thought record before the next presentation.',
        ),
      },
    ],
  },
  {
    clinician: 'psychiatrist@kaizen.health',
    kind: 'tele',
    utcHour: 7.5,
    patients: [
      {
        email: 'farah@demo.kaizen.health',
        sessions: [
          { day: -30, status: 'completed' },
          { day: -2, status: 'confirmed' },
          { day: 3, status: 'confirmed' },
        ],
        note: soap(
          'Started on the lowest dose; mild nausea the first week, now gone.',
          'Alert, oriented; no side effects reported on review.',
          'Tolerating treatment; anxiety scores improving slowly.',
          'Same dose for four weeks; review with GAD-7 before the next visit.',
        ),
      },
    ],
  },
  {
    clinician: 'couples@kaizen.health',
    kind: 'couple',
    utcHour: 10.5,
    patients: [
      {
        email: 'ishaan@demo.kaizen.health',
        // Couple sessions name the invited partner (no account needed for the demo).
        partnerEmail: 'tara@demo.kaizen.health',
        sessions: [
          { day: -21, status: 'completed' },
          { day: -7, status: 'completed' },
          { day: -1, status: 'confirmed' },
          { day: 4, status: 'confirmed' },
        ],
        note: soap(
          'Arguments about chores have eased; both want more time together at weekends.',
          'Took turns speaking without interrupting for most of the session.',
          'Communication improving; repair attempts noticed by both.',
          'Weekly check-in conversation; one shared activity before next session.',
        ),
      },
    ],
  },
];

/** A uuid of its own for each seeded booking, the same on every seed. */
const demoUuid = (caseload: number, patient: number, session: number) =>
  `5e55a0de-0013-4000-8000-${String(caseload * 10_000 + patient * 100 + session).padStart(12, '0')}`;

export const demoWorkspaceSeeder =
  (scheduling: Scheduling): Seeder =>
  async (db: Database, clock) => {
    const now = clock.now();
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    const emails = CASELOADS.flatMap((caseload) => [
      caseload.clinician,
      ...caseload.patients.map((patient) => patient.email),
    ]);
    const people = await db
      .select({ id: users.id, email: users.email, providerId: clinicianProviders.providerId })
      .from(users)
      .leftJoin(clinicianProviders, eq(clinicianProviders.userId, users.id))
      .where(inArray(users.email, emails));
    const byEmail = new Map(people.map((person) => [person.email, person]));

    for (const [caseloadIndex, caseload] of CASELOADS.entries()) {
      const clinician = byEmail.get(caseload.clinician);
      const providerId = clinician?.providerId;
      if (!clinician || !providerId) continue;
      for (const [patientIndex, patient] of caseload.patients.entries()) {
        const person = byEmail.get(patient.email);
        if (!person) continue;
        const rows = patient.sessions.map((session, sessionIndex) => {
          const startsAt = new Date(
            today + session.day * DAY_MS + (caseload.utcHour + patientIndex) * HOUR_MS,
          );
          return {
            uuid: demoUuid(caseloadIndex, patientIndex, sessionIndex),
            userId: person.id,
            providerId,
            kind: caseload.kind,
            partnerEmail: patient.partnerEmail ?? null,
            startsAt,
            endsAt: new Date(startsAt.getTime() + SESSION_MINUTES * 60_000),
            status: session.status,
            price: 0,
            idempotencyKey: `demo-workspace-${caseloadIndex}-${patientIndex}-${sessionIndex}`,
            requestHash: 'demo',
            paymentState: 'not_required' as const,
            confirmedAt: new Date(startsAt.getTime() - 7 * DAY_MS),
            createdAt: new Date(startsAt.getTime() - 7 * DAY_MS),
            updatedAt: now,
          };
        });
        await db.insert(bookings).values(rows).onConflictDoNothing();
        await db
          .insert(patientNotes)
          .values({
            providerId,
            patientId: person.id,
            authorUserId: clinician.id,
            text: patient.note,
            updatedAt: new Date(today - 7 * DAY_MS + caseload.utcHour * HOUR_MS),
          })
          .onConflictDoNothing();
      }
      // The seeded sessions take their hours: the directory's earliest time follows.
      await scheduling.refreshNextAvailability(db, providerId, now);
    }
  };
