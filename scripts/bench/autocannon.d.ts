// The part of autocannon's programmatic API the benches use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p99: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
