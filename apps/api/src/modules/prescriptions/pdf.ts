import type { Prescription } from '@kaizen/contracts';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// The printable prescription, drawn with pdf-lib's standard fonts (no font files to ship). Those
// fonts cover WinAnsi only, so characters outside it (Devanagari names, say) are replaced by '?'
// on paper; the JSON view keeps the exact text.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.38, 0.42, 0.48);
const ACCENT = rgb(0.16, 0.38, 0.36);

/** Replaces what the font cannot encode, and the typographic quotes a person may type. */
function printable(font: PDFFont, text: string): string {
  const plain = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2014/g, '-');
  let out = '';
  for (const char of plain) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** Word-wrapped lines that fit `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(font, text).split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    lines.push(current);
  }
  return lines;
}

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
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
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = MARGIN + (options.indent ?? 0);
    for (const line of wrap(font, text, size, A4[0] - MARGIN - x)) {
      this.ensure(size * 1.45);
      this.y -= size * 1.45;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK });
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
  const w = new Writer(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });

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
