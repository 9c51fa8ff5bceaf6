import { describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt-pdf';
import { receiptRendering, renderReceipt } from './receipt-renderer';
import { SAMPLE_DONATION, SAMPLE_REGISTRATION } from './receipt-samples';

describe('renderReceipt (on the receipt thread)', () => {
  it('gives the bytes the renderer gives in place, for receipts asked at once', async () => {
    const [donation, registration] = await Promise.all([
      renderReceipt(SAMPLE_DONATION),
      renderReceipt(SAMPLE_REGISTRATION),
    ]);
    expect(receiptRendering()).toBe('thread');
    expect(donation.equals(await renderReceiptPdf(SAMPLE_DONATION))).toBe(true);
    expect(registration.equals(await renderReceiptPdf(SAMPLE_REGISTRATION))).toBe(true);
  });

  it("passes on the renderer's refusal of a bad amount", async () => {
    await expect(renderReceipt({ ...SAMPLE_DONATION, amount: 0 })).rejects.toThrow(
      "A receipt's amount must be whole rupees, at least 1, not 0",
    );
  });
});
