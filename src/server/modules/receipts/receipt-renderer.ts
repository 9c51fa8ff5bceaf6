import { Worker } from 'node:worker_threads';
import type { ReceiptDocument } from './receipt-pdf';
import type { RenderAnswer, RenderRequest } from './receipt-thread';

/**
 * Built, the server is JavaScript in dist/server-app and the thread's entry sits beside this
 * code; from source (development, tests) the thread registers tsx for itself first.
 */
const COMPILED = import.meta.url.endsWith('.js');
const THREAD_ENTRY = new URL(
  COMPILED ? './receipt-thread.js' : './receipt-thread.ts',
  import.meta.url,
).href;

function threadBoot(): string {
  if (COMPILED) return `import(${JSON.stringify(THREAD_ENTRY)})`;
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(THREAD_ENTRY)}); })`;
}

/**
 * Receipt PDFs are rendered on a thread of their own, at a lower priority where the system
 * allows it. A PDF takes a few milliseconds of CPU; during a burst of payments a receipt mail
 * per payment would otherwise take the event loop from the payers' requests. The thread starts
 * at the first receipt and does not keep the process alive. If it cannot start, or dies, PDFs
 * are rendered in place. The app has one (`context.receiptRenderer`) and closes it with itself.
 */
export class ReceiptRenderer {
  private thread: Worker | undefined;
  private broken = false;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { document: ReceiptDocument; resolve: (pdf: Buffer) => void; reject: (error: Error) => void }
  >();

  /** Where the PDFs are rendered now. */
  get where(): 'thread' | 'in place' | 'not started' {
    if (this.broken) return 'in place';
    return this.thread ? 'thread' : 'not started';
  }

  async render(document: ReceiptDocument): Promise<Buffer> {
    const thread = this.broken ? undefined : this.start();
    if (!thread) return renderReceiptPdf(document);
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.set(id, { document, resolve, reject });
      thread.postMessage({ id, document } satisfies RenderRequest);
      thread.ref();
    });
  }

  /** Ends the thread; what it had, and any receipt asked for afterwards, is rendered in place. */
  async close(): Promise<void> {
    const thread = this.thread;
    this.fail();
    await thread?.terminate();
  }

  private start(): Worker | undefined {
    if (this.thread) return this.thread;
    try {
      const thread = new Worker(threadBoot(), { eval: true });
      thread.unref();
      thread.on('message', (answer: RenderAnswer) => this.settle(answer));
      thread.on('error', () => this.fail());
      thread.on('exit', () => this.fail());
      this.thread = thread;
      return thread;
    } catch {
      this.broken = true;
      return undefined;
    }
  }

  private settle(answer: RenderAnswer): void {
    const waiter = this.waiting.get(answer.id);
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.thread?.unref();
    if (!waiter) return;
    if ('error' in answer) waiter.reject(new Error(answer.error));
    else
      waiter.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
  }

  /** The thread is gone: what it had is rendered in place, as is everything after. */
  private fail(): void {
    if (this.broken) return;
    this.broken = true;
    this.thread = undefined;
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const { document, resolve, reject } of waiting) {
      renderReceiptPdf(document).then(resolve, reject);
    }
  }
}

/** pdfkit, fontkit and the fonts load only where a PDF is rendered in place. */
async function renderReceiptPdf(document: ReceiptDocument): Promise<Buffer> {
  const { renderReceiptPdf: render } = await import('./receipt-pdf');
  return render(document);
}
