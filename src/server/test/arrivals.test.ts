import { afterEach, describe, expect, it, vi } from 'vitest';
import { Arrivals } from './arrivals';

describe('Arrivals', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with a matching item that arrived before the call', async () => {
    const arrivals = new Arrivals<string>();
    arrivals.add('welcome');
    arrivals.add('reset');
    await expect(arrivals.waitFor((item) => item === 'reset', 1_000, 'mail')).resolves.toBe(
      'reset',
    );
  });

  it('resolves as soon as a matching item arrives, passing over those that do not match', async () => {
    const arrivals = new Arrivals<string>();
    const waiting = arrivals.waitFor((item) => item.startsWith('re'), 1_000, 'mail');
    arrivals.add('welcome');
    arrivals.add('reset');
    await expect(waiting).resolves.toBe('reset');
  });

  it('rejects, naming what it waited for, when nothing matching arrives in time', async () => {
    vi.useFakeTimers();
    const arrivals = new Arrivals<string>();
    const waiting = arrivals.waitFor((item) => item === 'reset', 1_000, 'mail to asha');
    arrivals.add('welcome');
    vi.advanceTimersByTime(1_000);
    await expect(waiting).rejects.toThrow('No mail to asha arrived within 1000 ms');
  });
});
