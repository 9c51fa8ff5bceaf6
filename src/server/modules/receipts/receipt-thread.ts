// The receipt thread's entry (see receipt-renderer.ts): renders the PDFs it is sent, one at a time.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderReceiptPdf, type ReceiptDocument } from './receipt-pdf';

export interface RenderRequest {
  id: number;
  document: ReceiptDocument;
}

export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** Linux lets a thread have its own priority: requests on the main thread come first. */
function lowerThisThreadsPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(threadId, 10);
  } catch {
    // Elsewhere the thread keeps the process's priority.
  }
}

lowerThisThreadsPriority();
parentPort?.on('message', ({ id, document }: RenderRequest) => {
  renderReceiptPdf(document).then(
    (rendered) => {
      const pdf = new Uint8Array(rendered);
      parentPort?.postMessage({ id, pdf } satisfies RenderAnswer, [pdf.buffer]);
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      parentPort?.postMessage({ id, error: message } satisfies RenderAnswer);
    },
  );
});
