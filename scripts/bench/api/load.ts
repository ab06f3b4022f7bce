import autocannon, { type RawResult, type RequestSpec } from 'autocannon';

/** One side's figures. */
export interface Figures {
  /** Requests a second: completed requests over the seconds loaded. */
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors (timeouts among them), non-2xx replies and envelopes whose code is not 200. */
  failed: number;
}

/** A call to load: where, how, and optionally a body that changes with every request. */
export interface Target {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A body for the n-th request (writes need a new key each time). */
  bodyOf?: (n: number) => string;
}

export interface LoadOptions {
  connections: number;
  /** Seconds of load on each side, in `rounds` slices. */
  seconds: number;
  rounds: number;
  /** Seconds of load on each side before measuring (dropped). */
  warmupSeconds: number;
}

/**
 * Loads two targets (the API and its bare yardstick) with autocannon at `connections`, in alternating slices (API,
 * bare, then bare, API, …) so that both meet the same load from whatever else runs on the machine; each side's
 * figures are over all of its slices (latency percentiles over every request). A warm-up of each side comes first and
 * is dropped. Only loopback URLs are accepted. A reply counts as failed unless its envelope says code 200 (errors
 * travel on HTTP 200, see docs/api.md).
 */
export async function loadPair(api: Target, bare: Target, options: LoadOptions): Promise<{ api: Figures; bare: Figures }> {
  const sides = [side(api, options), side(bare, options)];
  if (options.warmupSeconds > 0) for (const s of sides) await s.run(options.warmupSeconds);
  const slice = options.seconds / options.rounds;
  const raw: RawResult[][] = [[], []];
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) raw[i]!.push(await sides[i]!.run(slice));
  }
  return { api: figures(raw[0]!, api, options), bare: figures(raw[1]!, bare, options) };
}

function side(target: Target, options: LoadOptions) {
  const host = new URL(target.url).hostname;
  if (host !== '127.0.0.1') throw new Error(`the API bench only loads 127.0.0.1, not ${host}`);
  let sent = 0;
  const request: RequestSpec = { method: target.method, path: target.path, headers: target.headers, body: target.body };
  if (target.bodyOf) request.setupRequest = (spec) => ({ ...spec, body: target.bodyOf!(sent++) });
  return {
    run: (seconds: number) => autocannon({
      url: target.url,
      connections: options.connections,
      duration: seconds,
      timeout: 30,
      requests: [request],
      verifyBody: (body) => body.startsWith('{"code":200,'),
      skipAggregateResult: true,
    }),
  };
}

function figures(results: RawResult[], target: Target, options: LoadOptions): Figures {
  const merged = autocannon.aggregateResult(results, { url: target.url, connections: options.connections });
  const completed = results.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
  const seconds = results.reduce((sum, r) => sum + r.duration, 0);
  return {
    rps: completed / seconds,
    p50: merged.latency.p50,
    p99: merged.latency.p99,
    failed: results.reduce((sum, r) => sum + r.errors + r.non2xx + r.mismatches, 0),
  };
}
