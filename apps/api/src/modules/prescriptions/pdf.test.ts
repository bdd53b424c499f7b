import type { Prescription } from '@kaizen/contracts';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderPrescriptionPdf } from './pdf';
import { embedPdfFonts, textRuns } from '../../lib/pdf/text';
import { pdfText } from './test-support';

// A prescription for someone whose name and instructions are in Hindi prints them as written
// (the standard PDF fonts alone would print '?' for every Devanagari letter).

const prescription: Prescription = {
  id: '3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  series_id: '3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  version: 1,
  corrects: null,
  correction_reason: null,
  superseded_by: null,
  issued_at: '2026-11-20T06:30:00.000Z',
  patient: { id: '7a1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b', name: 'मीरा Iyer' },
  prescriber: { name: 'Dr Kavita Rao', title: 'Psychiatrist, MD' },
  medicines: [
    {
      name: 'Escitalopram',
      strength: '10 mg',
      dose: '1 tablet',
      frequency: 'Once daily',
      duration: '8 weeks',
      instructions: 'नाश्ते के बाद लें (after breakfast)',
    },
  ],
  diagnosis_notes: 'Generalised anxiety — क्षमा चाहती हैं',
  follow_up_date: '2026-12-20',
  signature: { name: 'Kavita Rao', signed_at: '2026-11-20T06:30:00.000Z', digest: 'ab'.repeat(32) },
};

/** The base fonts a PDF embeds, by name. */
async function fontNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .filter((dict) => dict.get(PDFName.of('Type')) === PDFName.of('Font'))
    .map((dict) => dict.get(PDFName.of('BaseFont'))?.toString().replace(/^\//, '') ?? '');
  return [...new Set(names)].sort();
}

describe('the printable prescription', () => {
  it('prints Devanagari names and notes as written, beside the Latin text', async () => {
    const text = await pdfText(await renderPrescriptionPdf(prescription));
    for (const expected of [
      'Patient: मीरा Iyer',
      'नाश्ते के बाद लें (after breakfast)',
      // (pdf.js reads a conjunct such as क्ष back with a space after it; the page shows it whole)
      'Generalised anxiety - क्ष',
      'चाहती हैं',
      'Escitalopram 10 mg',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('?');
  });

  it('embeds the Devanagari font only for a prescription that has Devanagari', async () => {
    const [medicine] = prescription.medicines;
    const latinOnly: Prescription = {
      ...prescription,
      patient: { ...prescription.patient, name: 'Meera Iyer' },
      medicines: medicine ? [{ ...medicine, instructions: 'After breakfast' }] : [],
      diagnosis_notes: 'Generalised anxiety',
    };
    expect(await fontNames(await renderPrescriptionPdf(latinOnly))).toEqual([
      'Helvetica',
      'Helvetica-Bold',
    ]);
    expect(await fontNames(await renderPrescriptionPdf(prescription))).toEqual(
      expect.arrayContaining([expect.stringContaining('NotoSansDevanagari')]),
    );
  });

  it('cuts a line where the script changes and prints what no font has as ?', async () => {
    const fonts = (await embedPdfFonts(await PDFDocument.create(), 'मीरा')).regular;
    const runs = textRuns(fonts, 'Dr मीरा अय्यर, MD 🙂');
    expect(runs.map((run) => [run.text, run.font === fonts.devanagari])).toEqual([
      ['Dr ', false],
      ['मीरा अय्यर', true],
      [', MD ?', false],
    ]);
  });
});
