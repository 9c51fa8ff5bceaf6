import { performance } from 'node:perf_hooks';

/** Told of each query the database answered: how long it took, and whether it failed. */
export type QueryListener = (seconds: number, failed: boolean) => void;

/** The listeners of one database handle (the app's metrics, say). */
export class QueryObservers {
  private readonly listeners = new Set<QueryListener>();

  add(listener: QueryListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  finished(startedAt: number, failed: boolean): void {
    if (this.listeners.size === 0) return;
    const seconds = (performance.now() - startedAt) / 1000;
    for (const listener of this.listeners) listener(seconds, failed);
  }
}

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * Replaces `target[key]` by a function that times each call: one returning a promise (as
 * drizzle calls it), or one taking a node-style callback last (as pg's pool calls its clients).
 */
export function observeCalls<T extends object>(
  target: T,
  key: keyof T & string,
  observers: QueryObservers,
): void {
  const original = target[key];
  if (typeof original !== 'function') return;
  const call = original as unknown as AnyFunction;
  const timed = function (this: unknown, ...args: unknown[]): unknown {
    const startedAt = performance.now();
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        observers.finished(startedAt, Boolean(error));
        return (last as AnyFunction)(error, ...rest);
      };
      return call.apply(this, args);
    }
    const result = call.apply(this, args);
    if (result instanceof Promise) {
      result.then(
        () => observers.finished(startedAt, false),
        () => observers.finished(startedAt, true),
      );
    }
    return result;
  };
  Object.assign(target, { [key]: timed });
}
