/**
 * A list that fills up while a test runs (mails, say) and can be waited on: `waitFor` resolves
 * with the first item that matches, whether it arrived before or after the call, as soon as it
 * arrives, and rejects once `timeoutMs` pass without one.
 */
export class Arrivals<T> {
  readonly items: T[] = [];
  private readonly waiters = new Set<() => void>();

  add(item: T): void {
    this.items.push(item);
    for (const wake of this.waiters) wake();
  }

  /** `what` names the awaited item in the timeout's error: "No <what> arrived within … ms". */
  waitFor(matches: (item: T) => boolean, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const item = this.items.find(matches);
        if (item === undefined) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(item);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`No ${what} arrived within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }
}
