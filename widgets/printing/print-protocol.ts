/**
 * The messages between the browser and the workstation print component (spec 01 §7, "Workstation printing"), and
 * only here: JSON text frames over a WebSocket to the local machine.
 *
 * The spec fixes one thing: a request with requestID 0 answers defaultPrinter and printers. The rest of the
 * format is ours (the real component's is not in the spec); to talk to the real component, map its messages in
 * {@link encodeRequest} and {@link decodeReply} and nowhere else.
 *
 * | direction | message |
 * |---|---|
 * | → | `{ "requestID": 0, "cmd": "getPrinters" }` |
 * | ← | `{ "requestID": 0, "status": "ok", "defaultPrinter": "A4", "printers": ["A4", "Label"] }` |
 * | → | `{ "requestID": 7, "cmd": "print", "printer": "Label", "templateId": "SF-TAIL-150", "content": { "html": "<div>…</div>", "paper": "100x150", "orientation": "portrait" } }` |
 * | → | `{ "requestID": 8, "cmd": "print", "printer": "A4", "templateId": "CLEARWAY-TEST-PAGE", "data": { … } }` (a template of the component's own, filled with `data`) |
 * | ← | `{ "requestID": 7, "status": "ok", "message": "printed", "jobId": "…" }` or `status: "error"` with a message |
 *
 * A job with `content` carries the document as the app filled it (a print template, docs/domain/printing.md): HTML
 * to print on its paper; its `templateId` names the template it was filled from. A job without is the component's
 * own template filled with `data` (the settings panel's test page).
 */

/** The request id of the printer list (spec 01 §7). Print jobs use 1, 2, 3, … */
export const PRINTER_LIST_REQUEST_ID = 0;

/** The port of the print component on the local machine (spec 01 §7). */
export const DEFAULT_PRINT_PORT = 5000;

/** Asks for the printers and the default printer. */
export interface PrinterListRequest {
  requestID: typeof PRINTER_LIST_REQUEST_ID;
  cmd: 'getPrinters';
}

/** The papers a document may ask for: 100 × 150 mm and 100 × 100 mm labels, A4. */
export const PRINT_PAPERS = ['100x150', '100x100', 'A4'] as const;
export type PrintPaper = (typeof PRINT_PAPERS)[number];

/** A document the app rendered: purified HTML, printed on its paper, portrait unless said. */
export interface PrintContent {
  html: string;
  paper: PrintPaper;
  orientation?: 'portrait' | 'landscape';
}

/**
 * One document to print: which printer and template, and either the rendered document (`content`) or the data the
 * component's own template fills in (`data`).
 */
export interface PrintJob {
  printer: string;
  /** With `content`: the print template it was filled from (`SF-TAIL-150`); else the component's template. */
  templateId: string;
  data?: Record<string, unknown>;
  content?: PrintContent;
}

/** A print job on the wire. */
export interface PrintRequest extends PrintJob {
  requestID: number;
  cmd: 'print';
}

export type PrintComponentRequest = PrinterListRequest | PrintRequest;

/** The answer to requestID 0. */
export interface PrinterListReply {
  requestID: typeof PRINTER_LIST_REQUEST_ID;
  status: 'ok';
  defaultPrinter?: string;
  printers: string[];
}

/** The answer to a print job. */
export interface PrintReply {
  requestID: number;
  status: 'ok' | 'error';
  message?: string;
  /** The component's id of the job, when it gives one. */
  jobId?: string;
}

export type PrintComponentReply = PrinterListReply | PrintReply;

/** The text frame of a request. */
export function encodeRequest(request: PrintComponentRequest): string {
  return JSON.stringify(request);
}

/** A printer as the component names it: a string, or an object with a name (`{ name }`, as spec 01 §3 lists it). */
function printerName(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string') return (value as { name: string }).name || undefined;
  return undefined;
}

/**
 * A reply frame, or undefined when it is not one (not JSON, no numeric requestID). Printers given as objects
 * (`{ name }`) become their names; a reply without a status counts as ok.
 * @example decodeReply('{"requestID":0,"defaultPrinter":"A4","printers":[{"name":"A4"}]}');
 * // { requestID: 0, status: 'ok', defaultPrinter: 'A4', printers: ['A4'] }
 */
export function decodeReply(text: string): PrintComponentReply | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const raw = parsed as Record<string, unknown>;
  const requestID = typeof raw.requestID === 'string' && /^\d+$/.test(raw.requestID) ? Number(raw.requestID) : raw.requestID;
  if (typeof requestID !== 'number' || !Number.isInteger(requestID)) return undefined;
  if (requestID === PRINTER_LIST_REQUEST_ID) {
    const printers = (Array.isArray(raw.printers) ? raw.printers : []).map(printerName).filter((name): name is string => !!name);
    const defaultPrinter = printerName(raw.defaultPrinter);
    return { requestID: PRINTER_LIST_REQUEST_ID, status: 'ok', printers, ...(defaultPrinter ? { defaultPrinter } : {}) };
  }
  const reply: PrintReply = { requestID, status: raw.status === 'error' ? 'error' : 'ok' };
  if (typeof raw.message === 'string') reply.message = raw.message;
  if (typeof raw.jobId === 'string') reply.jobId = raw.jobId;
  return reply;
}

/**
 * A request frame as the component (or the print simulator) reads it, or an error message saying what is wrong.
 * @example decodeRequest('{"requestID":0,"cmd":"getPrinters"}'); // { requestID: 0, cmd: 'getPrinters' }
 */
export function decodeRequest(text: string): PrintComponentRequest | { requestID?: number; error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'not JSON' };
  }
  if (!parsed || typeof parsed !== 'object') return { error: 'not an object' };
  const raw = parsed as Record<string, unknown>;
  if (typeof raw.requestID !== 'number' || !Number.isInteger(raw.requestID) || raw.requestID < 0) return { error: 'requestID must be a whole number' };
  const requestID = raw.requestID;
  if (requestID === PRINTER_LIST_REQUEST_ID) return { requestID: PRINTER_LIST_REQUEST_ID, cmd: 'getPrinters' };
  if (raw.cmd !== 'print') return { requestID, error: `unknown cmd ${JSON.stringify(raw.cmd)}` };
  if (typeof raw.printer !== 'string' || !raw.printer) return { requestID, error: 'printer is required' };
  if (typeof raw.templateId !== 'string' || !raw.templateId) return { requestID, error: 'templateId is required' };
  const data = raw.data && typeof raw.data === 'object' && !Array.isArray(raw.data) ? (raw.data as Record<string, unknown>) : {};
  if (raw.content === undefined) return { requestID, cmd: 'print', printer: raw.printer, templateId: raw.templateId, data };
  const content = decodeContent(raw.content);
  if (typeof content === 'string') return { requestID, error: content };
  return { requestID, cmd: 'print', printer: raw.printer, templateId: raw.templateId, data, content };
}

/** A job's `content` as sent, or what is wrong with it. */
function decodeContent(value: unknown): PrintContent | string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'content must be an object';
  const raw = value as Record<string, unknown>;
  if (typeof raw.html !== 'string' || !raw.html) return 'content.html is required';
  if (!(PRINT_PAPERS as readonly unknown[]).includes(raw.paper)) return `content.paper must be one of ${PRINT_PAPERS.join(', ')}`;
  if (raw.orientation !== undefined && raw.orientation !== 'portrait' && raw.orientation !== 'landscape') return 'content.orientation must be portrait or landscape';
  return { html: raw.html, paper: raw.paper as PrintPaper, ...(raw.orientation ? { orientation: raw.orientation } : {}) };
}

/** The URL of the print component on the local machine. @example printComponentUrl(5000); // 'ws://127.0.0.1:5000' */
export function printComponentUrl(port: number = DEFAULT_PRINT_PORT): string {
  return `ws://127.0.0.1:${port}`;
}
