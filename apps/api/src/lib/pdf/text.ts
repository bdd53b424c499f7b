// fontkit's Indic shaper (conjuncts, vowel signs) is compiled to generators that expect this
// global; without it, drawing Devanagari throws.
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { StandardFonts, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

// Text in Kaizen's PDFs (prescriptions, receipts) in the scripts Indian names are written in:
// Latin with the standard Helvetica (nothing to ship), Devanagari with Noto Sans Devanagari
// (OFL, from @fontsource), shaped by fontkit. A line is drawn as runs, one font per script.

/** A weight's fonts: one per script (Devanagari only when the document has some). */
export interface ScriptFonts {
  latin: PDFFont;
  devanagari?: PDFFont;
}

export interface PdfFonts {
  regular: ScriptFonts;
  bold: ScriptFonts;
}

/** Devanagari, Devanagari Extended and Vedic Extensions. */
const DEVANAGARI_BLOCKS: [number, number][] = [
  [0x0900, 0x097f],
  [0xa8e0, 0xa8ff],
  [0x1cd0, 0x1cff],
];
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return DEVANAGARI_BLOCKS.some(([from, to]) => code >= from && code <= to);
};
/** Spaces and the zero-width (non-)joiners belong to the run they are in. */
const isNeutral = (char: string) => /\s/u.test(char) || char === '\u200C' || char === '\u200D';

const fontFile = (weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  );

/**
 * The fonts for a document whose text is `text`: the Devanagari font files are read, parsed and
 * embedded only when it has Devanagari, so a Latin-only prescription costs no font work.
 */
export async function embedPdfFonts(doc: PDFDocument, text: string): Promise<PdfFonts> {
  const [latin, latinBold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  if (![...text].some(isDevanagari)) {
    return { regular: { latin }, bold: { latin: latinBold } };
  }
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([readFile(fontFile(400)), readFile(fontFile(700))]);
  return {
    regular: { latin, devanagari: await doc.embedFont(regular, { subset: true }) },
    bold: { latin: latinBold, devanagari: await doc.embedFont(bold, { subset: true }) },
  };
}

/** Typographic quotes and dashes a person may type, as the standard font has them. */
const plainPunctuation = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2014/g, '-');

/** Latin text the standard font cannot encode (another script, an emoji) is printed as '?'. */
function encodable(font: PDFFont, char: string): string {
  try {
    font.encodeText(char);
    return char;
  } catch {
    return '?';
  }
}

interface TextRun {
  text: string;
  font: PDFFont;
}

/** `text` cut where the script changes, each piece with the font that can draw it. */
export function textRuns(fonts: ScriptFonts, text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of plainPunctuation(text)) {
    const last = runs.at(-1);
    const font = (isDevanagari(char) && fonts.devanagari) || fonts.latin;
    if (last && (last.font === font || isNeutral(char))) {
      last.text += last.font === fonts.latin ? encodable(fonts.latin, char) : char;
    } else {
      runs.push({ text: font === fonts.latin ? encodable(font, char) : char, font });
    }
  }
  return runs;
}

const textWidth = (fonts: ScriptFonts, text: string, size: number) =>
  textRuns(fonts, text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);

/** Word-wrapped lines that fit `width` at `size`. */
export function wrapText(fonts: ScriptFonts, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (textWidth(fonts, candidate, size) <= width || !current) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    lines.push(current);
  }
  return lines;
}

/** Draws one line, run after run, from `x`. */
export function drawLine(
  page: PDFPage,
  fonts: ScriptFonts,
  line: string,
  at: { x: number; y: number; size: number; color: Color },
) {
  let x = at.x;
  for (const run of textRuns(fonts, line)) {
    page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: at.color });
    x += run.font.widthOfTextAtSize(run.text, at.size);
  }
}
