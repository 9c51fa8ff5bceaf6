import { afterAll, describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt-pdf';
import { ReceiptRenderer } from './receipt-renderer';
import { SAMPLE_DONATION, SAMPLE_REGISTRATION } from './receipt-samples';

describe('ReceiptRenderer (on the receipt thread)', () => {
  const renderer = new ReceiptRenderer();
  afterAll(() => renderer.close());

  it('gives the bytes the renderer gives in place, for receipts asked at once', async () => {
    const [donation, registration] = await Promise.all([
      renderer.render(SAMPLE_DONATION),
      renderer.render(SAMPLE_REGISTRATION),
    ]);
    expect(renderer.where).toBe('thread');
    expect(donation.equals(await renderReceiptPdf(SAMPLE_DONATION))).toBe(true);
    expect(registration.equals(await renderReceiptPdf(SAMPLE_REGISTRATION))).toBe(true);
  });

  it("passes on the renderer's refusal of a bad amount", async () => {
    await expect(renderer.render({ ...SAMPLE_DONATION, amount: 0 })).rejects.toThrow(
      "A receipt's amount must be whole rupees, at least 1, not 0",
    );
  });
});

describe('ReceiptRenderer, closed', () => {
  it('ends its thread with the app, and renders what is asked afterwards in place', async () => {
    const renderer = new ReceiptRenderer();
    await renderer.render(SAMPLE_DONATION);
    expect(renderer.where).toBe('thread');
    await renderer.close();
    expect(renderer.where).toBe('in place');
    const pdf = await renderer.render(SAMPLE_DONATION);
    expect(pdf.equals(await renderReceiptPdf(SAMPLE_DONATION))).toBe(true);
  });
});
