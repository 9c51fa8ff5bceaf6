import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route starts once it has its answer, so that how long the answer takes tells nothing
 * (a sign-in code mailed, or not, for an e-mail without an account). It is kept until it is
 * done: closing the app waits for it, and so can a test before it compares the database.
 */
export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();

  run(log: FastifyBaseLogger, failure: string, task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => this.running.delete(running));
    this.running.add(running);
  }

  /** Waits for every task started, those they start included. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started after an answer: `app.afterAnswer.settled()` in tests. */
    afterAnswer: AfterAnswer;
  }
}
