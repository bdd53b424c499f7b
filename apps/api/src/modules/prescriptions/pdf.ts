import type { Prescription } from '@kaizen/contracts';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { drawLine, embedPdfFonts, wrapText, type PdfFonts } from './pdf-text';

// The printable prescription: Latin and Devanagari text (pdf-text.ts), A4, one column.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.38, 0.42, 0.48);
const ACCENT = rgb(0.16, 0.38, 0.36);

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: PdfFonts,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  private ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: typeof INK; indent?: number } = {},
  ) {
    const size = options.size ?? 10.5;
    const fonts = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = MARGIN + (options.indent ?? 0);
    for (const line of wrapText(fonts, text, size, A4[0] - MARGIN - x)) {
      // Devanagari's vowel signs reach above and below the Latin line: a little more leading.
      this.ensure(size * 1.55);
      this.y -= size * 1.55;
      drawLine(this.page, fonts, line, { x, y: this.y, size, color: options.color ?? INK });
    }
  }
  gap(points = 8) {
    this.y -= points;
  }
  rule() {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.6,
      color: MUTED,
    });
    this.y -= 6;
  }
}

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
  const doc = await PDFDocument.create();
  doc.setTitle(`Prescription for ${prescription.patient.name}`);
  doc.setAuthor(prescription.prescriber.name);
  doc.setCreator('Kaizen');
  doc.setCreationDate(new Date(prescription.issued_at));
  const w = new Writer(doc, await embedPdfFonts(doc, JSON.stringify(prescription)));

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
  return doc.save();
}
