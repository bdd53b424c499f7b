import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { users } from '../auth/tables';
import { clinicianProviders } from '../bookings/tables';
import { providers } from '../providers/tables';
import { prescriptionDigest } from './digest';
import { prescriptions } from './tables';

// Demo data: the psychiatrist login (made by the demo users seeder, named here after the provider
// it acts as: the first demo psychiatry provider), and one prescription for the demo patient, so
// /prescriptions is not empty for someone trying Kaizen.

const DEMO_PATIENT_EMAIL = 'demo@kaizen.health';
const DEMO_PSYCHIATRIST_EMAIL = 'psychiatrist@kaizen.health';

export async function demoCareTeam(db: Database, providerType: 'psychiatry' | 'therapy') {
  const [provider] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.providerType, providerType), sql`${providers.active}`))
    .orderBy(asc(providers.uuid))
    .limit(1);
  const [patient] = await db.select().from(users).where(eq(users.email, DEMO_PATIENT_EMAIL));
  return { provider, patient };
}

export async function seedDemoPrescription(db: Database, clock: Clock): Promise<void> {
  const { provider, patient } = await demoCareTeam(db, 'psychiatry');
  if (!provider || !patient) return;
  const now = clock.now();
  const [doctor] = await db
    .insert(users)
    .values({
      firebaseid: 'demo-psychiatrist-firebase-id-0001',
      usertype: 'psychiatrist',
      firstname: provider.firstname,
      lastname: provider.lastname,
      email: DEMO_PSYCHIATRIST_EMAIL,
      isVerified: true,
      createdAt: now,
      updatedAt: now,
    })
    // The demo users seeder made the login (with the demo password): it takes the provider's name.
    .onConflictDoUpdate({
      target: users.email,
      set: { firstname: provider.firstname, lastname: provider.lastname, updatedAt: now },
    })
    .returning();
  if (!doctor) return;
  await db
    .insert(clinicianProviders)
    .values({ userId: doctor.id, providerId: provider.id })
    .onConflictDoNothing();
  const [existing] = await db
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(eq(prescriptions.patientId, patient.id))
    .limit(1);
  if (existing) return;
  const issuedAt = new Date(now.getTime() - 9 * 24 * 3_600_000);
  const seriesUuid = '5f0c2a8e-3b7d-4c1e-9a62-7d1e2b9c4a10';
  const medicines = [
    {
      name: 'Escitalopram',
      strength: '10 mg',
      dose: '1 tablet',
      frequency: 'Once daily after breakfast',
      duration: '6 weeks',
      instructions: 'Mild nausea in the first week is common. Do not stop suddenly.',
    },
    {
      name: 'Melatonin',
      strength: '3 mg',
      dose: '1 tablet',
      frequency: 'At bedtime, when needed',
      duration: '2 weeks',
      instructions: '',
    },
  ];
  const content = {
    seriesId: seriesUuid,
    version: 1,
    issuedAt: issuedAt.toISOString(),
    patientName: `${patient.firstname} ${patient.lastname}`,
    prescriberName: `Dr ${provider.firstname} ${provider.lastname}`,
    prescriberTitle: provider.qualifications.join(', ') || 'Psychiatrist',
    medicines,
    diagnosisNotes: 'Generalised anxiety with low mood and poor sleep. Review in four weeks.',
    followUpDate: new Date(now.getTime() + 19 * 24 * 3_600_000).toISOString().slice(0, 10),
    signatureName: `${provider.firstname} ${provider.lastname}`,
    correctionReason: null,
  };
  await db.insert(prescriptions).values({
    uuid: seriesUuid,
    seriesUuid,
    version: 1,
    patientId: patient.id,
    prescriberId: doctor.id,
    providerId: provider.id,
    patientName: content.patientName,
    prescriberName: content.prescriberName,
    prescriberTitle: content.prescriberTitle,
    medicines,
    diagnosisNotes: content.diagnosisNotes,
    followUpDate: content.followUpDate,
    signatureName: content.signatureName,
    digest: prescriptionDigest(content),
    issuedAt,
  });
}
