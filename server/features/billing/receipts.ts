/**
 * Receipts of one invoice: a small printable HTML page (no outside resource: styles inline) and a
 * PDF (pdf-lib with a standard font, so its text is Latin-1: other characters print as "?").
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { InvoiceRow } from './invoices';
import { formatAmount } from './invoices';

export interface ReceiptFacts {
  readonly invoice: InvoiceRow;
  readonly customerName: string;
  readonly customerEmail: string | null;
  /** The seller as the receipt names it. */
  readonly seller: string;
}

const STATUS_WORDS: Record<InvoiceRow['status'], string> = { paid: 'Paid', open: 'Open', failed: 'Payment failed', void: 'Void' };

function day(date: Date | null): string {
  return date ? date.toISOString().slice(0, 10) : '';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function lines(facts: ReceiptFacts): [string, string][] {
  const { invoice } = facts;
  const rows: [string, string][] = [
    ['Receipt number', invoice.number],
    ['Date', day(invoice.created)],
    ['Billed to', facts.customerEmail ? `${facts.customerName} <${facts.customerEmail}>` : facts.customerName],
    ['Description', invoice.description],
  ];
  if (invoice.periodStart && invoice.periodEnd) rows.push(['Period', `${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`]);
  rows.push(['Amount', formatAmount(invoice.amount, invoice.currency)], ['Status', STATUS_WORDS[invoice.status]]);
  if (invoice.paidAt) rows.push(['Paid on', day(invoice.paidAt)]);
  return rows;
}

export function receiptHtml(facts: ReceiptFacts): string {
  const rows = lines(facts)
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt ${escapeHtml(facts.invoice.number)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;color:#111;margin:0;padding:2rem;max-width:40rem}
h1{font-size:1.5rem;margin:0 0 .25rem}p{margin:0 0 1.5rem;color:#444}
table{border-collapse:collapse;inline-size:100%}th,td{text-align:start;padding:.5rem;border-block-end:1px solid #ccc;vertical-align:top}
th{inline-size:35%;font-weight:600}
@media print{body{padding:0}}
</style></head>
<body><main><h1>${escapeHtml(facts.seller)}: receipt</h1><p>${escapeHtml(facts.invoice.number)}</p><table>${rows}</table></main></body></html>
`;
}

/** Characters the standard fonts can draw; anything else becomes "?". */
function latin1(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

export async function receiptPdf(facts: ReceiptFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${facts.invoice.number}`);
  pdf.setProducer(facts.seller);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  page.drawText(latin1(`${facts.seller}: receipt`), { x: 56, y, size: 20, font: bold, color: rgb(0.07, 0.07, 0.07) });
  y -= 40;
  for (const [label, value] of lines(facts)) {
    page.drawText(latin1(label), { x: 56, y, size: 11, font: bold });
    page.drawText(latin1(value).slice(0, 90), { x: 200, y, size: 11, font: regular });
    y -= 22;
  }
  return pdf.save();
}
