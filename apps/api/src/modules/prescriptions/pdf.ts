import type { Prescription } from '@kaizen/contracts';
import { PDF_ACCENT as ACCENT, PDF_MUTED as MUTED, PdfWriter } from '../../lib/pdf/writer';

// The printable prescription: Latin and Devanagari text (lib/pdf), A4, one column.

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

export const prescriptionFileName = (prescription: Prescription) =>
  `prescription-${prescription.issued_at.slice(0, 10)}-v${prescription.version}.pdf`;

export async function renderPrescriptionPdf(prescription: Prescription): Promise<Uint8Array> {
  const w = await PdfWriter.create(
    `Prescription for ${prescription.patient.name}`,
    JSON.stringify(prescription),
  );
  w.doc.setAuthor(prescription.prescriber.name);
  w.doc.setCreationDate(new Date(prescription.issued_at));

  w.text('Kaizen', { size: 11, bold: true, color: ACCENT });
  w.text('Prescription', { size: 20, bold: true });
  w.gap(4);
  w.text(prescription.prescriber.name, { bold: true, size: 12 });
  w.text(prescription.prescriber.title, { color: MUTED });
  w.rule();
  w.text(`Patient: ${prescription.patient.name}`, { bold: true });
  w.text(`Issued: ${day(prescription.issued_at)}   Version ${prescription.version}`);
  if (prescription.corrects) {
    w.text(
      `Corrects version ${prescription.corrects.version}: ${prescription.correction_reason ?? ''}`,
      { color: MUTED },
    );
  }
  if (prescription.diagnosis_notes) {
    w.gap();
    w.text('Diagnosis notes', { bold: true, size: 12 });
    w.text(prescription.diagnosis_notes);
  }
  w.gap();
  w.text('Medicines', { bold: true, size: 12 });
  prescription.medicines.forEach((medicine, index) => {
    w.gap(4);
    w.text(`${index + 1}. ${medicine.name} ${medicine.strength}`, { bold: true });
    w.text(
      `Dose: ${medicine.dose}   Frequency: ${medicine.frequency}   Duration: ${medicine.duration}`,
      {
        indent: 14,
      },
    );
    if (medicine.instructions) w.text(`Instructions: ${medicine.instructions}`, { indent: 14 });
  });
  w.gap();
  w.text(
    `Follow-up: ${prescription.follow_up_date ? day(`${prescription.follow_up_date}T12:00:00Z`) : 'as needed'}`,
    { bold: true },
  );
  w.rule();
  w.text(
    `Electronically signed by ${prescription.signature.name} on ${day(prescription.signature.signed_at)}`,
  );
  w.text(`Content digest (SHA-256): ${prescription.signature.digest}`, { size: 8, color: MUTED });
  w.text(`Prescription ${prescription.id}`, { size: 8, color: MUTED });
  return w.save();
}
