/**
 * The declaration-platform simulator as its own process (docs/operations.md "Declaration platform"): a platform
 * reached over HTTP like a real one. POST /ceb/messages takes one message document (application/xml): 200 when
 * taken, 400 with the reason when it is not a declaration it reads. Its receipts are POSTed, signed
 * (x-customs-signature: sha256=HMAC-SHA256(secret, body)), to the receipt address, one step apart; GET /status
 * counts what it has seen and sent.
 */
import http from 'node:http';
import { CebFormatError } from '../../server/customs/messages/ceb-xml';
import { CustomsSimulator } from '../../server/customs/simulator/customs-simulator';
import type { SimulatorSettings } from '../../server/customs/simulator/simulator-settings';
import { signBody } from '../../server/http/hmac-signature';

export interface CustomsSimulatorServerOptions {
  port: number;
  host?: string;
  /** Where receipts go: the server's POST /api/clearway/customs/receipts (a function: read at each delivery). */
  receiptUrl: string | (() => string);
  secret: string;
  settings: SimulatorSettings;
}

export interface RunningCustomsSimulator {
  url: string;
  simulator: CustomsSimulator;
  close(): Promise<void>;
}

/** Most bytes one message may have. */
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

export async function startCustomsSimulatorServer(options: CustomsSimulatorServerOptions): Promise<RunningCustomsSimulator> {
  const deliver = async (xml: string) => {
    const response = await fetch(typeof options.receiptUrl === 'function' ? options.receiptUrl() : options.receiptUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/xml; charset=utf-8', 'x-customs-signature': signBody(options.secret, xml) },
      body: xml,
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`receipt refused: ${response.status} ${(await response.text()).slice(0, 200)}`);
  };
  const simulator = new CustomsSimulator(options.settings, deliver);
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/status') return answer(200, simulator.status());
    if (request.method !== 'POST' || request.url !== '/ceb/messages') return answer(404, { error: 'POST /ceb/messages or GET /status' });
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_MESSAGE_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > MAX_MESSAGE_BYTES) return answer(413, { error: `a message is at most ${MAX_MESSAGE_BYTES} bytes` });
      try {
        answer(200, { accepted: true, ...simulator.accept(Buffer.concat(chunks).toString('utf8')) });
      } catch (error) {
        if (error instanceof CebFormatError) return answer(400, { accepted: false, error: error.message });
        answer(500, { accepted: false, error: String(error) });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/`,
    simulator,
    close: async () => {
      simulator.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
