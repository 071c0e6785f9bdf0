/**
 * A receipt's file (get_invoice_receipt) as the browser takes it: the PDF's base64 turned into a
 * Blob and saved under the server's file name through a temporary link; nothing is kept.
 */

export interface ReceiptFile {
  readonly file_name: string;
  readonly mime_type: string;
  readonly content: string;
  readonly encoding: 'utf8' | 'base64';
}

export function receiptBlob(file: ReceiptFile): Blob {
  if (file.encoding === 'utf8') return new Blob([file.content], { type: file.mime_type });
  const binary = atob(file.content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: file.mime_type });
}

/** Saves the file: a link with `download` clicked once, its object URL let go right after. */
export function saveReceipt(file: ReceiptFile): void {
  const url = URL.createObjectURL(receiptBlob(file));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
