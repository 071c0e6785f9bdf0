import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiptBlob, saveReceipt } from './receipt';

afterEach(() => vi.restoreAllMocks());

describe('receipts', () => {
  it("turns a PDF's base64 into its bytes", async () => {
    const blob = receiptBlob({ file_name: 'r.pdf', mime_type: 'application/pdf', content: btoa('%PDF-1.7 é'.replace('é', '\u00e9')), encoding: 'base64' });
    expect(blob.type).toBe('application/pdf');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob);
    });
    expect([...bytes.slice(0, 5)].map((b) => String.fromCharCode(b)).join('')).toBe('%PDF-');
    expect(bytes.at(-1)).toBe(0xe9);
  });

  it('saves under the server’s file name and lets the object URL go', async () => {
    const created = vi.fn(() => 'blob:receipt');
    const revoked = vi.fn();
    vi.stubGlobal('URL', { ...URL, createObjectURL: created, revokeObjectURL: revoked });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    saveReceipt({ file_name: 'QH-2026-000001.pdf', mime_type: 'application/pdf', content: btoa('%PDF'), encoding: 'base64' });
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('QH-2026-000001.pdf');
    expect(clicks[0]?.getAttribute('href')).toBe('blob:receipt');
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(revoked).toHaveBeenCalledWith('blob:receipt');
    vi.unstubAllGlobals();
  });
});
