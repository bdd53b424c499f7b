import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, all pages, as a reader would copy it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}
