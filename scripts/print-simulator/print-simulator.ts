/**
 * A stand-in for the workstation print component (spec 01 §7), so printing can be tried and tested without it: a
 * WebSocket server that answers requestID 0 with a few named printers and a default, and records each print job as
 * a line of `jobs.jsonl` plus a PDF of the page in its folder — a rendered document (`content`: a filled print
 * template's HTML) is kept as sent and drawn as its text on its paper. It speaks the protocol of
 * widgets/printing/print-protocol.ts.
 *
 * @example
 * const simulator = await startPrintSimulator({ port: 0, dir: '/tmp/print-jobs' });
 * // … the browser prints to ws://127.0.0.1:${simulator.port} …
 * simulator.jobs(); // what was printed
 * await simulator.close();
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { decodeRequest, PRINTER_LIST_REQUEST_ID, type PrintComponentReply, type PrintContent } from '../../widgets/printing/print-protocol';
import { renderJobPdf } from './job-pdf';

/** The printers the simulator lists unless told otherwise; the first is the default. */
export const SIMULATED_PRINTERS = ['Label-100x150 (simulated)', 'A4-Laser (simulated)', '仓库面单打印机 (simulated)'];

export interface PrintSimulatorOptions {
  /** Default 5000, the real component's port; 0 picks a free one (see {@link PrintSimulator.port}). */
  port?: number;
  /** Default 127.0.0.1: only this machine, as the real component. */
  host?: string;
  /** Where `jobs.jsonl` and the PDFs go (created if missing); default ./print-jobs. */
  dir?: string;
  printers?: string[];
  /** Default: the first printer. */
  defaultPrinter?: string;
  /** Draw no PDF (the job is still recorded). */
  pdf?: boolean;
  /** Called with each job once it is recorded. */
  onJob?(job: RecordedJob): void;
}

/** One recorded print job: a line of `jobs.jsonl`. */
export interface RecordedJob {
  jobId: string;
  receivedAt: string;
  printer: string;
  templateId: string;
  data: Record<string, unknown>;
  /** The document as the app rendered it (a filled print template): its HTML and paper. */
  content?: PrintContent;
  /** The PDF's file name in the folder, when one was drawn. */
  pdf?: string;
  /** The font the PDF was drawn in. */
  font?: string;
}

export interface PrintSimulator {
  port: number;
  url: string;
  dir: string;
  printers: string[];
  defaultPrinter: string;
  /** The jobs recorded since it started, oldest first. */
  jobs(): RecordedJob[];
  close(): Promise<void>;
}

/** Starts the simulator; resolves once it listens. */
export async function startPrintSimulator(options: PrintSimulatorOptions = {}): Promise<PrintSimulator> {
  const host = options.host ?? '127.0.0.1';
  const dir = path.resolve(options.dir ?? 'print-jobs');
  const printers = options.printers?.length ? options.printers : SIMULATED_PRINTERS;
  const defaultPrinter = options.defaultPrinter && printers.includes(options.defaultPrinter) ? options.defaultPrinter : printers[0]!;
  fs.mkdirSync(dir, { recursive: true });
  const log = path.join(dir, 'jobs.jsonl');
  const recorded: RecordedJob[] = [];
  let count = 0;

  const server = new WebSocketServer({ port: options.port ?? 5000, host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });

  const reply = (socket: WebSocket, message: PrintComponentReply) => socket.send(JSON.stringify(message));

  server.on('connection', (socket) => {
    // Jobs of one connection are answered in the order they came.
    let chain = Promise.resolve();
    socket.on('message', (raw) => {
      chain = chain.then(async () => {
        const request = decodeRequest(raw.toString());
        if ('error' in request) {
          reply(socket, { requestID: request.requestID ?? -1, status: 'error', message: request.error });
          return;
        }
        if (request.cmd === 'getPrinters') {
          reply(socket, { requestID: PRINTER_LIST_REQUEST_ID, status: 'ok', defaultPrinter, printers });
          return;
        }
        if (!printers.includes(request.printer)) {
          reply(socket, { requestID: request.requestID, status: 'error', message: `unknown printer ${request.printer}` });
          return;
        }
        const receivedAt = new Date().toISOString();
        const jobId = `${receivedAt.replace(/[-:.TZ]/g, '').slice(0, 14)}-${String(++count).padStart(4, '0')}`;
        const job: RecordedJob = { jobId, receivedAt, printer: request.printer, templateId: request.templateId, data: request.data ?? {}, ...(request.content ? { content: request.content } : {}) };
        if (options.pdf !== false) {
          const { pdf, font } = await renderJobPdf(job);
          job.pdf = `${jobId}.pdf`;
          job.font = font;
          await fs.promises.writeFile(path.join(dir, job.pdf), pdf);
        }
        await fs.promises.appendFile(log, `${JSON.stringify(job)}\n`);
        recorded.push(job);
        options.onJob?.(job);
        reply(socket, { requestID: request.requestID, status: 'ok', message: 'printed', jobId });
      }).catch((error: unknown) => {
        console.error('print simulator:', error);
      });
    });
  });

  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `ws://${host}:${port}`,
    dir,
    printers: [...printers],
    defaultPrinter,
    jobs: () => [...recorded],
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
