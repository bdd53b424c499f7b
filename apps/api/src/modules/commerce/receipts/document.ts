import type { ReceiptKind } from '@kaizen/contracts';
import { dateTimeText } from '../../../lib/date-time-text';
import { isPlaceholderEmail } from '../../../lib/email-address';
import { PDF_ACCENT, PDF_MUTED, PdfWriter } from '../../../lib/pdf/writer';
import type { ReceiptBuyer, ReceiptSeller } from './tables';

/** What a receipt says, whichever way it is shown (PDF, email). */
export interface ReceiptContent {
  kind: ReceiptKind;
  number: string;
  issuedAt: Date;
  amountPaise: number;
  description: string;
  reason: string | null;
  /** The invoice a credit note corrects. */
  invoiceNumber: string | null;
  paymentReference: string;
  buyer: ReceiptBuyer;
  seller: ReceiptSeller;
}

const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Invoices show paise always: 120000 → "INR 1,200.00". */
const amountText = (paise: number) => `INR ${inr.format(paise / 100)}`;

/** SPEC §9 date format, in India's time: "24 Nov 2026, 06:00 PM IST". */
const issuedText = (at: Date) => `${dateTimeText(at, 'Asia/Kolkata')} IST`;

/** The title the law asks for: a tax invoice only when the seller is GST-registered. */
export function receiptTitle(content: Pick<ReceiptContent, 'kind' | 'seller'>): string {
  const registered = content.seller.gstin !== null;
  if (content.kind === 'invoice') return registered ? 'Tax invoice' : 'Payment receipt';
  return registered ? 'Credit note' : 'Refund receipt';
}

/** GST line: exempt health care, or the tax included in the amount. */
function taxText(seller: ReceiptSeller, amountPaise: number): string {
  if (seller.gstRatePercent === 0) return 'GST: exempt (health care services)';
  const tax = Math.round((amountPaise * seller.gstRatePercent) / (100 + seller.gstRatePercent));
  return `GST included at ${seller.gstRatePercent}%: ${amountText(tax)}`;
}

/** The buyer's name and an address that reaches someone (receipts stored before may hold a placeholder). */
const billedTo = (buyer: ReceiptBuyer) =>
  [buyer.name, isPlaceholderEmail(buyer.email) ? '' : buyer.email].filter(Boolean).join(', ');

/** Label/value pairs in reading order: the PDF and the email both print these. */
export function receiptFacts(content: ReceiptContent): [string, string][] {
  const facts: [string, string][] = [
    ['Number', content.number],
    ['Date', issuedText(content.issuedAt)],
  ];
  if (content.invoiceNumber) facts.push(['Against invoice', content.invoiceNumber]);
  facts.push(['Billed to', billedTo(content.buyer)], ['For', content.description]);
  if (content.reason) facts.push(['Reason', content.reason]);
  facts.push(
    ['SAC', content.seller.sac],
    [
      content.kind === 'invoice' ? 'Amount paid' : 'Amount refunded',
      amountText(content.amountPaise),
    ],
    ['Tax', taxText(content.seller, content.amountPaise)],
    ['Payment reference', content.paymentReference],
  );
  return facts;
}

/** The receipt as an A4 PDF: issuer, title, facts, footer. */
export async function renderReceiptPdf(content: ReceiptContent): Promise<Uint8Array> {
  const { seller } = content;
  const facts = receiptFacts(content);
  const w = await PdfWriter.create(
    `${receiptTitle(content)} ${content.number}`,
    facts.map(([, value]) => value).join(' '),
  );
  w.doc.setCreationDate(content.issuedAt);
  w.text(seller.name, { size: 16, bold: true, color: PDF_ACCENT });
  if (seller.address) w.text(seller.address, { color: PDF_MUTED });
  if (seller.gstin) w.text(`GSTIN ${seller.gstin}`, { color: PDF_MUTED });
  w.gap(14);
  w.text(receiptTitle(content), { size: 18, bold: true });
  w.rule();
  for (const [label, value] of facts) w.field(label, value);
  w.rule();
  w.text('This is a computer-generated document and needs no signature.', {
    size: 8,
    color: PDF_MUTED,
  });
  return w.save();
}
