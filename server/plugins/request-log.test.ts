import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { RequestLog } from './request-log';

async function logLines(level: string, run: (app: ReturnType<typeof Fastify>) => Promise<unknown>): Promise<Record<string, any>[]> {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(String(chunk))); done(); } });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog() });
  app.get('/thing', async () => ({ ok: true }));
  await run(app);
  await app.close();
  return lines;
}

describe('request log', () => {
  it('writes one info line per request, with the request, the status and the time', async () => {
    const lines = await logLines('info', (app) => app.inject({ method: 'GET', url: '/thing?x=1' }));
    const requests = lines.filter((l) => l.reqId);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/thing?x=1' }, res: { statusCode: 200 } });
    expect(typeof requests[0]!.responseTime).toBe('number');
  });

  it('at debug, also the arrival', async () => {
    const lines = await logLines('debug', (app) => app.inject({ method: 'GET', url: '/thing' }));
    expect(lines.filter((l) => l.reqId).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });
});
