import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type LabelValues,
} from 'prom-client';

/**
 * A gauge whose value another module knows, read when Prometheus scrapes: a number, or one
 * number per set of labels (such as a queue's depth per job kind).
 */
export interface GaugeSource<Label extends string = string> {
  /** Prometheus name, `hostel_` first: `hostel_job_queue_depth`. */
  name: string;
  help: string;
  labelNames?: readonly Label[];
  read():
    | number
    | Array<{ labels: LabelValues<Label>; value: number }>
    | Promise<number | Array<{ labels: LabelValues<Label>; value: number }>>;
}

/** Request latencies, from a fast API answer to a large CSV export. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/** The route label of a request no route matched: one label, however many odd paths arrive. */
export const UNMATCHED_ROUTE = '(unmatched)';

export type PaymentOutcome =
  | 'applied'
  | 'already_applied'
  | 'returned'
  | 'duplicate'
  | 'not_captured'
  | 'not_completed'
  | 'mismatch';
export type RegistrationOutcome = 'created' | 'refused' | 'invalid' | 'error';

/** A member's registration attempt, by the status it was answered with. */
export function registrationOutcome(status: number): RegistrationOutcome {
  if (status === 201) return 'created';
  if (status === 409) return 'refused';
  return status >= 500 ? 'error' : 'invalid';
}

/**
 * One instance's numbers for Prometheus (`GET /api/metrics`). Each app has its own registry, so
 * tests may build many apps in one process. Other modules add the gauges only they can read
 * through `registerGauge` (the job queue's depth, say).
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'hostel_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'hostel_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly queryDuration = new Histogram({
    name: 'hostel_db_query_duration_seconds',
    help: 'Database query times, by outcome (ok or error)',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });

  readonly registrations = new Counter({
    name: 'hostel_registrations_total',
    help: 'Registration attempts by members, by outcome: created, refused (full, closed, already registered), invalid, error',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly payments = new Counter({
    name: 'hostel_payments_total',
    help: 'Payment reports (browser, webhook, reconciler) by purpose and outcome: applied, already_applied, returned (refunded: nothing to apply it to), duplicate (a second payment of a paid order, refunded), not_captured (a second payment left uncaptured), not_completed, mismatch',
    labelNames: ['purpose', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly reconcilerFailures = new Counter({
    name: 'hostel_reconciler_failures_total',
    help: 'Orders the payment reconciler could not handle (Razorpay refused, an error of ours); each run goes on past them',
    registers: [this.registry],
  });

  readonly mails = new Counter({
    name: 'hostel_mails_total',
    help: 'Mails handed to SMTP (or the development outbox), by outcome: sent or failed',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  /**
   * `processMetrics` adds the process's own numbers (CPU, memory, event-loop lag, garbage
   * collection, open files): the server process wants them; tests building many apps do not.
   */
  constructor({ processMetrics = false }: { processMetrics?: boolean } = {}) {
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
    this.registerGauge({
      name: 'hostel_process_memory_bytes',
      help: 'Memory of this process: rss, heap_used, heap_total, external',
      labelNames: ['kind'],
      read: () => {
        const memory = process.memoryUsage();
        return [
          { labels: { kind: 'rss' }, value: memory.rss },
          { labels: { kind: 'heap_used' }, value: memory.heapUsed },
          { labels: { kind: 'heap_total' }, value: memory.heapTotal },
          { labels: { kind: 'external' }, value: memory.external },
        ];
      },
    });
  }

  /** Adds a gauge read at each scrape. A second gauge of the same name is refused. */
  registerGauge<Label extends string>(source: GaugeSource<Label>): void {
    const { read } = source;
    new Gauge<Label>({
      name: source.name,
      help: source.help,
      labelNames: source.labelNames ?? [],
      registers: [this.registry],
      async collect() {
        const value = await read();
        this.reset();
        if (typeof value === 'number') this.set(value);
        else for (const entry of value) this.set(entry.labels, entry.value);
      },
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
