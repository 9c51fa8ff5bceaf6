// Receipts: a receipt PDF renders in under 50 ms once the fonts are loaded.
import { performance } from 'node:perf_hooks';
import {
  renderReceiptPdf,
  type ReceiptDocument,
} from '../../src/server/modules/receipts/receipt-pdf';
import {
  SAMPLE_DONATION,
  SAMPLE_REGISTRATION,
} from '../../src/server/modules/receipts/receipt-samples';
import type { Figure } from './figure';

const WARM_UP = 20;
const RECEIPTS = 200;
const TARGET_MS = 50;

/** 80G donations from a donor named in Devanagari, and registrations paid in English names. */
const receipt = (index: number): ReceiptDocument =>
  index % 2 === 0
    ? { ...SAMPLE_DONATION, number: `D-2026-27/${String(index + 1).padStart(6, '0')}` }
    : { ...SAMPLE_REGISTRATION, amount: 500 + index };

async function timed(index: number): Promise<number> {
  const start = performance.now();
  await renderReceiptPdf(receipt(index));
  return performance.now() - start;
}

export async function receiptPdfTime(): Promise<Figure[]> {
  const first = await timed(0);
  for (let index = 1; index < WARM_UP; index += 1) await timed(index);
  const times: number[] = [];
  for (let index = 0; index < RECEIPTS; index += 1) times.push(await timed(index));
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  const p95 = times[Math.ceil(times.length * 0.95) - 1] ?? Number.POSITIVE_INFINITY;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    { name: 'receipt PDF, first (loads the fonts)', value: ms(first), target: '(none)', met: true },
    {
      name: `receipt PDF, mean of ${RECEIPTS}`,
      value: ms(mean),
      target: `< ${TARGET_MS} ms`,
      met: mean < TARGET_MS,
    },
    {
      name: `receipt PDF, p95 of ${RECEIPTS}`,
      value: ms(p95),
      target: `< ${TARGET_MS} ms`,
      met: p95 < TARGET_MS,
    },
  ];
}
