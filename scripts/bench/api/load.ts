import autocannon, { type RequestSpec } from 'autocannon';

/** One load run's figures. */
export interface Figures {
  /** Requests a second (autocannon's average over the run). */
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
  seconds: number;
  warmupSeconds: number;
}

/**
 * Loads one target with autocannon at `connections` for `seconds`, after a warm-up run of `warmupSeconds` whose
 * figures are dropped (the server's code is optimised and its pool filled first). Only loopback URLs are accepted.
 * A reply counts as failed unless its envelope says code 200 (errors travel on HTTP 200, see docs/api.md).
 */
export async function load(target: Target, options: LoadOptions): Promise<Figures> {
  const host = new URL(target.url).hostname;
  if (host !== '127.0.0.1') throw new Error(`the API bench only loads 127.0.0.1, not ${host}`);
  let sent = 0;
  const request: RequestSpec = { method: target.method, path: target.path, headers: target.headers, body: target.body };
  if (target.bodyOf) request.setupRequest = (spec) => ({ ...spec, body: target.bodyOf!(sent++) });
  const run = (seconds: number) => autocannon({
    url: target.url,
    connections: options.connections,
    duration: seconds,
    timeout: 30,
    requests: [request],
    verifyBody: (body) => body.startsWith('{"code":200,'),
  });
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const result = await run(options.seconds);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx + result.mismatches,
  };
}
