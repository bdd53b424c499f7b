import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { drawLine, embedPdfFonts, wrapText, type PdfFonts } from './text';

// A one-column A4 document written top to bottom, page after page: what the printable
// prescription and the receipts are made of. Text in Latin and Devanagari (text.ts).

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const PDF_INK = rgb(0.13, 0.15, 0.2);
export const PDF_MUTED = rgb(0.38, 0.42, 0.48);
export const PDF_ACCENT = rgb(0.16, 0.38, 0.36);

interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: typeof PDF_INK;
  indent?: number;
}

export class PdfWriter {
  private page: PDFPage;
  private y: number;
  private constructor(
    readonly doc: PDFDocument,
    private readonly fonts: PdfFonts,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** A new document; `allText` decides whether the Devanagari fonts are embedded. */
  static async create(title: string, allText: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setCreator('Kaizen');
    return new PdfWriter(doc, await embedPdfFonts(doc, `${title} ${allText}`));
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  text(text: string, options: TextOptions = {}) {
    const size = options.size ?? 10.5;
    const fonts = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = MARGIN + (options.indent ?? 0);
    for (const line of wrapText(fonts, text, size, A4[0] - MARGIN - x)) {
      // Devanagari's vowel signs reach above and below the Latin line: a little more leading.
      this.ensure(size * 1.55);
      this.y -= size * 1.55;
      drawLine(this.page, fonts, line, { x, y: this.y, size, color: options.color ?? PDF_INK });
    }
  }

  /** A label in bold and its value beside it, wrapped in the value's column. */
  field(label: string, value: string, labelWidth = 130) {
    const size = 10.5;
    const valueLines = wrapText(this.fonts.regular, value, size, A4[0] - 2 * MARGIN - labelWidth);
    this.ensure(size * 1.55 * valueLines.length);
    valueLines.forEach((line, index) => {
      this.y -= size * 1.55;
      if (index === 0) {
        drawLine(this.page, this.fonts.bold, label, { x: MARGIN, y: this.y, size, color: PDF_INK });
      }
      drawLine(this.page, this.fonts.regular, line, {
        x: MARGIN + labelWidth,
        y: this.y,
        size,
        color: PDF_INK,
      });
    });
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
      color: PDF_MUTED,
    });
    this.y -= 6;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
