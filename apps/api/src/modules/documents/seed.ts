import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { users } from '../auth/tables';
import { documentStorageFor } from './storage';
import { documents } from './tables';

// Demo data: one document in the demo patient's record, a sleep diary they "uploaded", stored
// through the storage the server is configured with (the same environment). Its key is fixed,
// so seeding again rewrites the same file.

const DEMO_KEY = '7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5';
const DEMO_PATIENT_EMAIL = 'demo@kaizen.health';

async function sleepDiaryPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  const lines = [
    'Sleep diary - first two weeks',
    '',
    'Mon  in bed 23:40, asleep ~00:30, up 06:10, woke twice',
    'Tue  in bed 23:10, asleep ~23:50, up 06:30',
    'Wed  in bed 22:45, asleep ~23:20, up 06:40 - screens off at 22:00',
    'Thu  in bed 22:50, asleep ~23:15, up 06:45',
    'Fri  in bed 00:20, asleep ~01:10, up 07:30',
    '',
    'Notes: falling asleep faster on evenings without the phone in bed.',
  ];
  lines.forEach((line, index) =>
    page.drawText(line, { x: 56, y: 780 - index * 22, size: index === 0 ? 16 : 11, font }),
  );
  return doc.save();
}

export async function seedDemoDocument(db: Database, clock: Clock): Promise<void> {
  const [patient] = await db.select().from(users).where(eq(users.email, DEMO_PATIENT_EMAIL));
  if (!patient) return;
  const [existing] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.storageKey, DEMO_KEY));
  if (existing) return;
  const bytes = await sleepDiaryPdf();
  const temp = path.join(
    await fs.mkdtemp(path.join(os.tmpdir(), 'kaizen-seed-')),
    'sleep-diary.pdf',
  );
  await fs.writeFile(temp, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    await documentStorageFor(loadConfig()).put(DEMO_KEY, {
      path: temp,
      size: bytes.byteLength,
      sha256,
      mimeType: 'application/pdf',
    });
  } finally {
    await fs.rm(path.dirname(temp), { recursive: true, force: true });
  }
  await db.insert(documents).values({
    patientId: patient.id,
    uploadedById: patient.id,
    uploaderRole: 'patient',
    fileName: 'Sleep diary - first two weeks.pdf',
    extension: 'pdf',
    mimeType: 'application/pdf',
    sizeBytes: bytes.byteLength,
    sha256,
    storageKey: DEMO_KEY,
    createdAt: new Date(clock.now().getTime() - 5 * 24 * 3_600_000),
  });
}
