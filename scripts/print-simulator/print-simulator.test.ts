// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { createPrintClient, type WebSocketConstructor } from '../../widgets/printing/print-client';
import { renderJobPdf } from './job-pdf';
import { SIMULATED_PRINTERS, startPrintSimulator, type PrintSimulator } from './print-simulator';

let dir: string;
let simulator: PrintSimulator;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-sim-'));
  simulator = await startPrintSimulator({ port: 0, dir });
});
afterEach(async () => {
  await simulator.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const clientOf = (port: number) => createPrintClient({ port, WebSocket: WebSocket as unknown as WebSocketConstructor, sendDelayMs: 10 });

describe('print simulator', () => {
  it('listens on 127.0.0.1 (a free port when asked for 0) and lists its printers, the first the default', async () => {
    expect(simulator.url).toBe(`ws://127.0.0.1:${simulator.port}`);
    expect(simulator.port).toBeGreaterThan(0);
    const client = clientOf(simulator.port);
    await expect(client.listPrinters()).resolves.toEqual({ printers: SIMULATED_PRINTERS, defaultPrinter: SIMULATED_PRINTERS[0] });
    client.close();
  });

  it('records each job as a line of jobs.jsonl and a PDF with the Chinese font', async () => {
    const client = clientOf(simulator.port);
    const reply = await client.print({ printer: SIMULATED_PRINTERS[2]!, templateId: 'SF-100x150', data: { title: '顺丰面单', waybillNo: 'SF123', receiver: '张三' } });
    expect(reply).toMatchObject({ status: 'ok', message: 'printed' });
    const [job] = simulator.jobs();
    expect(job).toMatchObject({ jobId: reply.jobId, printer: SIMULATED_PRINTERS[2], templateId: 'SF-100x150', data: { waybillNo: 'SF123' }, pdf: `${reply.jobId}.pdf` });
    expect(job!.font).toMatch(/WenQuanYi|Noto|\//);
    const lines = fs.readFileSync(path.join(dir, 'jobs.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([job]);
    const pdf = fs.readFileSync(path.join(dir, job!.pdf!));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    client.close();
  });

  it('refuses a job for a printer it does not have, and a malformed frame, recording nothing', async () => {
    const client = clientOf(simulator.port);
    await expect(client.print({ printer: 'Nope', templateId: 'T', data: {} })).rejects.toMatchObject({ failure: 'rejected', detail: 'unknown printer Nope' });
    const socket = new WebSocket(simulator.url);
    const answer = await new Promise<string>((resolve) => {
      socket.on('open', () => socket.send('{"requestID":3,"cmd":"print"}'));
      socket.on('message', (data) => resolve(data.toString()));
    });
    expect(JSON.parse(answer)).toEqual({ requestID: 3, status: 'error', message: 'printer is required' });
    socket.close();
    expect(simulator.jobs()).toEqual([]);
    client.close();
  });

  it('takes other printers and a default when told', async () => {
    const other = await startPrintSimulator({ port: 0, dir, printers: ['X', 'Y'], defaultPrinter: 'Y', pdf: false });
    const client = clientOf(other.port);
    await expect(client.listPrinters()).resolves.toEqual({ printers: ['X', 'Y'], defaultPrinter: 'Y' });
    await client.print({ printer: 'X', templateId: 'T', data: {} });
    expect(other.jobs()[0]!.pdf).toBeUndefined();
    client.close();
    await other.close();
  });
});

describe('job PDF', () => {
  it('falls back to Helvetica without a CJK font, drawing what it cannot as ?', async () => {
    const { pdf, font } = await renderJobPdf({ jobId: '1', receivedAt: '2025-01-01T00:00:00Z', printer: '打印机', templateId: 'A4', data: { receiver: '张三' } }, null);
    expect(font).toBe('Helvetica');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
