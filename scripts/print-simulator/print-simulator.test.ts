// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { createPrintClient, type WebSocketConstructor } from '../../widgets/printing/print-client';
import { htmlText, renderJobPdf } from './job-pdf';
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

  it('keeps a rendered document as sent (its HTML, paper and orientation), in jobs() and jobs.jsonl, and draws its text on its paper', async () => {
    const client = clientOf(simulator.port);
    const content = { html: '<div style="width:100mm"><b>收</b> 王芳 138****5678<div style="font-size:20pt">SF1400000322863</div></div>', paper: '100x150' as const, orientation: 'portrait' as const };
    const reply = await client.print({ printer: SIMULATED_PRINTERS[0]!, templateId: 'SF-TAIL-150', content });
    expect(reply).toMatchObject({ status: 'ok', message: 'printed' });
    const [job] = simulator.jobs();
    expect(job).toMatchObject({ templateId: 'SF-TAIL-150', content, data: {} });
    const line = JSON.parse(fs.readFileSync(path.join(dir, 'jobs.jsonl'), 'utf8').trim()) as { content: unknown };
    expect(line.content).toEqual(content);
    const pdf = fs.readFileSync(path.join(dir, job!.pdf!)).toString('latin1');
    // A 100 × 150 mm page: 283.46 × 425.2 points.
    expect(pdf).toMatch(/\/MediaBox \[0 0 283\.46\d* 425\.19\d*\]/);
    client.close();
  });

  it('refuses a rendered document on a paper it does not know, recording nothing', async () => {
    const client = clientOf(simulator.port);
    await expect(client.print({ printer: SIMULATED_PRINTERS[0]!, templateId: 'T', content: { html: '<p>x</p>', paper: 'A5' as never } }))
      .rejects.toMatchObject({ failure: 'rejected', detail: 'content.paper must be one of 100x150, 100x100, A4' });
    expect(simulator.jobs()).toEqual([]);
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
  it('reads a document as lines of text: a line per block, cells apart, entities decoded', () => {
    expect(htmlText('<div><b>收</b> 王芳</div><table><tr><td>1</td><td>面霜 &amp; 乳液</td></tr></table><p>a&lt;b&gt;</p><br>x'))
      .toEqual(['收 王芳', '1 面霜 & 乳液', 'a<b>', 'x']);
  });

  it('draws an A4 landscape document across the page', async () => {
    const { pdf } = await renderJobPdf({ jobId: '2', receivedAt: '2025-01-01T00:00:00Z', printer: 'A4', templateId: 'CUSTOMS-A4-L', content: { html: '<p>x</p>', paper: 'A4', orientation: 'landscape' } }, null);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.8\d* 595\.2\d*\]/);
  });

  it('falls back to Helvetica without a CJK font, drawing what it cannot as ?', async () => {
    const { pdf, font } = await renderJobPdf({ jobId: '1', receivedAt: '2025-01-01T00:00:00Z', printer: '打印机', templateId: 'A4', data: { receiver: '张三' } }, null);
    expect(font).toBe('Helvetica');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
