// @vitest-environment node
import { createServer, type AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { createPrintClient, type PrintClient, type WebSocketConstructor } from './print-client';
import { PrintError } from './print-error';

/** A stand-in component: records each frame with the time it arrived, answers requestID 0 and print jobs. */
async function fakeComponent(port = 0) {
  const server = new WebSocketServer({ port, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const frames: { at: number; message: Record<string, unknown> }[] = [];
  server.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Record<string, unknown>;
      frames.push({ at: Date.now(), message });
      if (message.requestID === 0) socket.send(JSON.stringify({ requestID: 0, defaultPrinter: 'A4', printers: [{ name: 'A4' }, 'Label'] }));
      else if (message.printer === 'Broken') socket.send(JSON.stringify({ requestID: message.requestID, status: 'error', message: 'paper jam' }));
      else socket.send(JSON.stringify({ requestID: message.requestID, status: 'ok', message: 'printed', jobId: `job-${String(message.requestID)}` }));
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    port: actualPort,
    frames,
    close: () => new Promise<void>((resolve) => {
      for (const client of server.clients) client.terminate();
      server.close(() => resolve());
    }),
  };
}

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const Ws = WebSocket as unknown as WebSocketConstructor;
const clients: PrintClient[] = [];
function client(port: number, options: Parameters<typeof createPrintClient>[0] = {}) {
  const made = createPrintClient({ port, WebSocket: Ws, sendDelayMs: 50, reconnectMs: 50, ...options });
  clients.push(made);
  return made;
}
afterEach(() => {
  for (const made of clients.splice(0)) made.close();
});

/** Resolves when the client's snapshot satisfies the test. */
function until(made: PrintClient, test: (s: ReturnType<PrintClient['getSnapshot']>) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (test(made.getSnapshot())) return resolve();
    const stop = made.subscribe(() => {
      if (!test(made.getSnapshot())) return;
      stop();
      resolve();
    });
  });
}

describe('print client', () => {
  it('connects to ws://127.0.0.1:5000 unless told another port', () => {
    const urls: string[] = [];
    const Recording = class {
      readyState = 0;
      onopen = null; onclose = null; onerror = null; onmessage = null;
      constructor(url: string) { urls.push(url); }
      send() {}
      close() {}
    } as unknown as WebSocketConstructor;
    createPrintClient({ WebSocket: Recording }).connect();
    createPrintClient({ WebSocket: Recording, port: 5123 }).connect();
    expect(urls).toEqual(['ws://127.0.0.1:5000', 'ws://127.0.0.1:5123']);
  });

  it('asks requestID 0 on opening and keeps the printers and the default printer', async () => {
    const component = await fakeComponent();
    const made = client(component.port);
    const states: string[] = [];
    made.subscribe(() => states.push(made.getSnapshot().state));
    await expect(made.listPrinters()).resolves.toEqual({ printers: ['A4', 'Label'], defaultPrinter: 'A4' });
    expect(made.getSnapshot()).toEqual({ state: 'open', printers: ['A4', 'Label'], defaultPrinter: 'A4' });
    expect(states.slice(0, 2)).toEqual(['connecting', 'open']);
    // The caller's request and the client's own on opening share one frame.
    expect(component.frames.map((f) => f.message)).toEqual([{ requestID: 0, cmd: 'getPrinters' }]);
    await component.close();
  });

  it('sends messages 1 s after they are queued (spec 01 §7)', async () => {
    const component = await fakeComponent();
    const made = client(component.port, { sendDelayMs: undefined });
    await made.listPrinters();
    const queuedAt = Date.now();
    const reply = await made.print({ printer: 'Label', templateId: 'SF-100x150', data: { waybillNo: 'SF001' } });
    const job = component.frames.find((f) => f.message.cmd === 'print')!;
    expect(job.at - queuedAt).toBeGreaterThanOrEqual(950);
    expect(job.message).toEqual({ requestID: 1, cmd: 'print', printer: 'Label', templateId: 'SF-100x150', data: { waybillNo: 'SF001' } });
    expect(reply).toEqual({ requestID: 1, status: 'ok', message: 'printed', jobId: 'job-1' });
    await component.close();
  });

  it('numbers print jobs 1, 2, 3 and sends what was queued together in one go', async () => {
    const component = await fakeComponent();
    const made = client(component.port);
    const replies = await Promise.all([1, 2, 3].map((n) => made.print({ printer: 'A4', templateId: 'T', data: { n } })));
    expect(replies.map((r) => r.jobId)).toEqual(['job-1', 'job-2', 'job-3']);
    expect(component.frames.map((f) => f.message.requestID)).toEqual([0, 1, 2, 3]);
    await component.close();
  });

  it('rejects a job the component refuses, with its message', async () => {
    const component = await fakeComponent();
    const made = client(component.port);
    const failure = await made.print({ printer: 'Broken', templateId: 'T', data: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PrintError);
    expect(failure).toMatchObject({ failure: 'rejected', detail: 'paper jam' });
    await component.close();
  });

  it('says the component is not started when the connection is refused, and refuses jobs at once', async () => {
    const made = client(await freePort());
    const failure = await made.listPrinters().catch((e: unknown) => e);
    expect(failure).toMatchObject({ failure: 'componentNotStarted' });
    expect(made.getSnapshot()).toMatchObject({ state: 'closed', failure: 'componentNotStarted' });
    await expect(made.print({ printer: 'A4', templateId: 'T', data: {} })).rejects.toMatchObject({ failure: 'componentNotStarted' });
  });

  it('retries every second until the component starts, then clears the failure (spec 01 §7)', async () => {
    const port = await freePort();
    const made = client(port, { reconnectMs: undefined });
    made.connect();
    await until(made, (s) => s.failure === 'componentNotStarted');
    const failedAt = Date.now();
    const component = await fakeComponent(port);
    await until(made, (s) => s.state === 'open' && s.printers.length === 2);
    expect(made.getSnapshot().failure).toBeUndefined();
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(900);
    await component.close();
  });

  it('reconnects after the component goes away and comes back', async () => {
    const first = await fakeComponent();
    const made = client(first.port);
    await made.listPrinters();
    await first.close();
    await until(made, (s) => s.failure === 'componentNotStarted');
    const second = await fakeComponent(first.port);
    await until(made, (s) => s.state === 'open');
    await expect(made.print({ printer: 'A4', templateId: 'T', data: {} })).resolves.toMatchObject({ status: 'ok' });
    await second.close();
  });

  it('says WebSocket is missing when the browser has none, without trying to connect', async () => {
    const made = createPrintClient({ WebSocket: null });
    await expect(made.listPrinters()).rejects.toMatchObject({ failure: 'noWebSocket' });
    expect(made.getSnapshot()).toEqual({ state: 'unsupported', failure: 'noWebSocket', printers: [] });
  });

  it('fails what waits when it is closed, and stops retrying', async () => {
    const component = await fakeComponent();
    const made = client(component.port, { sendDelayMs: 10_000 });
    made.connect();
    await until(made, (s) => s.state === 'open');
    const job = made.print({ printer: 'A4', templateId: 'T', data: {} });
    made.close();
    await expect(job).rejects.toMatchObject({ failure: 'componentNotStarted' });
    expect(made.getSnapshot().state).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(made.getSnapshot().state).toBe('idle');
    await component.close();
  });
});
