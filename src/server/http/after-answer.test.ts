import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { AfterAnswer } from './after-answer';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('work after an answer', () => {
  it('is waited for, the work it starts too, and a failure is logged, not thrown', async () => {
    const afterAnswer = new AfterAnswer();
    const error = vi.fn();
    const log = { error } as unknown as FastifyBaseLogger;
    const done: string[] = [];
    afterAnswer.run(log, 'could not mail', async () => {
      await later(20);
      done.push('first');
      afterAnswer.run(log, 'could not mail', async () => {
        await later(20);
        done.push('second');
      });
    });
    afterAnswer.run(log, 'could not mail', async () => {
      await later(5);
      throw new Error('SMTP down');
    });
    expect(done).toEqual([]);
    await afterAnswer.settled();
    expect(done).toEqual(['first', 'second']);
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'could not mail');
  });
});
