import { createHash } from 'node:crypto';
import type { Medicine } from '@kaizen/contracts';

/** What a prescription says, as issued: the digest printed on it is SHA-256 of this, as JSON. */
interface PrescriptionContent {
  seriesId: string;
  version: number;
  issuedAt: string;
  patientName: string;
  prescriberName: string;
  prescriberTitle: string;
  medicines: Medicine[];
  diagnosisNotes: string;
  followUpDate: string | null;
  signatureName: string;
  correctionReason: string | null;
}

/** Key order fixed by this function, so the same content always gives the same digest. */
export function prescriptionDigest(content: PrescriptionContent): string {
  const canonical = JSON.stringify([
    content.seriesId,
    content.version,
    content.issuedAt,
    content.patientName,
    content.prescriberName,
    content.prescriberTitle,
    content.medicines.map((medicine) => [
      medicine.name,
      medicine.strength,
      medicine.dose,
      medicine.frequency,
      medicine.duration,
      medicine.instructions,
    ]),
    content.diagnosisNotes,
    content.followUpDate,
    content.signatureName,
    content.correctionReason,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
