/** The part of autocannon 9's API the API bench uses (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec | undefined;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: RequestSpec[];
    /** A reply whose body this refuses counts as a mismatch. */
    verifyBody?: (body: string) => boolean;
    /** Return the raw result of the run, to be merged with others by `aggregateResult`. */
    skipAggregateResult?: boolean;
  }
  /** A run's raw result (`skipAggregateResult`). */
  export interface RawResult {
    totalCompletedRequests: number;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    '2xx': number;
  }
  interface Autocannon {
    (options: Options & { skipAggregateResult: true }): Promise<RawResult>;
    (options: Options): Promise<Result>;
    /** Merges raw results: latency percentiles over every request of them all. */
    aggregateResult(results: RawResult[], options: { url: string; connections?: number }): Result;
  }
  const autocannon: Autocannon;
  export default autocannon;
}
