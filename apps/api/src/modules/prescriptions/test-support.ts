export { prescriptionBody } from '../../test/care-relationship';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, all pages. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}
