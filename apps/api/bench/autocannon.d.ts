// The part of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    /** Answers counted by HTTP status. */
    statusCodeStats?: Record<string, { count: number }>;
  }
  interface RequestOptions {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    /** Rewrites each request before it is sent (e.g. a header that changes every time). */
    setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead (duration is then ignored). */
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    /** Each connection sends these in turn, over and over. */
    requests?: RequestOptions[];
  }
  /** A run under way: its events. */
  interface Instance {
    /** A request that failed before an answer (its socket's error code in `code`). */
    on(event: "reqError", listener: (error: Error & { code?: string }) => void): Instance;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
