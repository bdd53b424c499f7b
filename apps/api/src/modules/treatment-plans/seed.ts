import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { clinicianProviders } from '../bookings/tables';
import { demoCareTeam } from '../prescriptions/service';
import { treatmentPlanNotes, treatmentPlans } from './tables';

const DAY = 24 * 3_600_000;

/** Demo data: the demo therapist's plan for the demo patient, with two progress notes. */
export async function seedDemoTreatmentPlan(db: Database, clock: Clock): Promise<void> {
  const { provider, patient } = await demoCareTeam(db, 'therapy');
  if (!provider || !patient) return;
  const [link] = await db
    .select({ userId: clinicianProviders.userId })
    .from(clinicianProviders)
    .where(eq(clinicianProviders.providerId, provider.id));
  const [existing] = await db
    .select({ id: treatmentPlans.id })
    .from(treatmentPlans)
    .where(eq(treatmentPlans.patientId, patient.id));
  if (existing) return;
  const now = clock.now().getTime();
  const day = (offset: number) => new Date(now + offset * DAY);
  const author = `${provider.firstname} ${provider.lastname}`;
  const goals = [
    {
      id: '0b9f1f7e-6a41-4c1b-8f0e-2a6d9b1c0001',
      description: 'Sleep at least 7 hours on most nights',
      target_date: day(30).toISOString().slice(0, 10),
      status: 'in_progress' as const,
    },
    {
      id: '0b9f1f7e-6a41-4c1b-8f0e-2a6d9b1c0002',
      description: 'Notice and write down anxious thoughts, three times a week',
      target_date: null,
      status: 'achieved' as const,
    },
    {
      id: '0b9f1f7e-6a41-4c1b-8f0e-2a6d9b1c0003',
      description: 'Meet a friend or family member every week',
      target_date: day(45).toISOString().slice(0, 10),
      status: 'not_started' as const,
    },
  ];
  const [plan] = await db
    .insert(treatmentPlans)
    .values({
      patientId: patient.id,
      providerId: provider.id,
      authorId: link?.userId ?? null,
      authorName: author,
      title: 'Calmer days and better sleep',
      status: 'active',
      goals,
      interventions: [
        { description: 'Cognitive behavioural therapy', frequency: 'Weekly, 50 minutes' },
        { description: 'Sleep diary and wind-down routine', frequency: 'Every evening' },
      ],
      reviewDate: day(28).toISOString().slice(0, 10),
      createdAt: day(-21),
      updatedAt: day(-2),
    })
    .returning();
  if (!plan) return;
  await db.insert(treatmentPlanNotes).values([
    {
      planId: plan.id,
      authorId: link?.userId ?? null,
      authorName: author,
      goalId: goals[1]?.id ?? null,
      note: 'Thought diary kept five days out of seven. Spotting "catastrophising" more quickly.',
      progress: 8,
      createdAt: day(-9),
    },
    {
      planId: plan.id,
      authorId: link?.userId ?? null,
      authorName: author,
      goalId: goals[0]?.id ?? null,
      note: 'Falling asleep faster since screens go off at 10 pm; still waking early twice a week.',
      progress: 5,
      createdAt: day(-2),
    },
  ]);
}
