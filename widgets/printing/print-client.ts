/**
 * The headless print client (spec 01 §7, "Workstation printing"): one WebSocket to the print component on the local
 * machine, with no React. Requests wait in a queue sent 1 s after they are queued (and after the socket opens); a
 * lost or refused connection is retried every 1 s; each time the socket opens the printer list (requestID 0) is
 * asked for again. React joins through `subscribe`/`getSnapshot` (useSyncExternalStore), like TanStack Query's core.
 *
 * @example
 * const client = createPrintClient({ port: 5000 });
 * const { printers, defaultPrinter } = await client.listPrinters();
 * await client.print({ printer: defaultPrinter!, templateId: 'SF-100x150', data: { waybillNo: 'SF1' } });
 */
import {
  DEFAULT_PRINT_PORT, decodeReply, encodeRequest, printComponentUrl, PRINTER_LIST_REQUEST_ID,
  type PrintComponentRequest, type PrinterListReply, type PrintJob, type PrintReply,
} from './print-protocol';
import { PrintError, type PrintFailure } from './print-error';

/** The part of the WebSocket API the client uses (the browser's, or `ws` in Node). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** `connecting`, `open`, `closed` (waiting to retry), `unsupported` (no WebSocket), `idle` (not started or stopped). */
export type PrintConnectionState = 'idle' | 'connecting' | 'open' | 'closed' | 'unsupported';

/** What the client knows now; a new object on every change. */
export interface PrintClientSnapshot {
  state: PrintConnectionState;
  /** Set while printing cannot work: no WebSocket, or the component does not answer (spec 01 §8's two alerts). */
  failure?: Extract<PrintFailure, 'noWebSocket' | 'componentNotStarted'>;
  /** The component's printers (empty until requestID 0 is answered). */
  printers: string[];
  defaultPrinter?: string;
}

export interface PrintClientOptions {
  /** The component's port on 127.0.0.1; default 5000 (spec 01 §7). Ignored when `url` is given. */
  port?: number;
  url?: string;
  /** Default: the global WebSocket. Pass `null` to behave as a browser without one; `ws` in Node tests. */
  WebSocket?: WebSocketConstructor | null;
  /** The delay before queued messages are sent; default 1000 ms (spec 01 §7). */
  sendDelayMs?: number;
  /** The wait before reconnecting; default 1000 ms (spec 01 §7). */
  reconnectMs?: number;
  /** How long a sent print job may wait for its answer; default 30 s. */
  replyTimeoutMs?: number;
}

export interface PrintClient {
  /** Opens the connection (once; later calls do nothing until {@link close}). */
  connect(): void;
  /** Closes the connection, stops retrying and fails whatever waits. */
  close(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): PrintClientSnapshot;
  /** Asks for the printers (requestID 0). Starts the connection if needed. @throws PrintError */
  listPrinters(): Promise<Pick<PrinterListReply, 'printers' | 'defaultPrinter'>>;
  /** Sends one print job and resolves with the component's answer. Starts the connection if needed. @throws PrintError */
  print(job: PrintJob): Promise<PrintReply>;
}

interface Waiting {
  resolve(reply: PrinterListReply | PrintReply): void;
  reject(error: PrintError): void;
  timer?: ReturnType<typeof setTimeout>;
}

const OPEN = 1;

/** Makes a print client; it connects on {@link PrintClient.connect} or on its first request. */
export function createPrintClient(options: PrintClientOptions = {}): PrintClient {
  const url = options.url ?? printComponentUrl(options.port ?? DEFAULT_PRINT_PORT);
  const Socket = options.WebSocket === undefined ? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket : options.WebSocket ?? undefined;
  const sendDelayMs = options.sendDelayMs ?? 1000;
  const reconnectMs = options.reconnectMs ?? 1000;
  const replyTimeoutMs = options.replyTimeoutMs ?? 30_000;

  let snapshot: PrintClientSnapshot = { state: 'idle', printers: [] };
  const listeners = new Set<() => void>();
  let socket: WebSocketLike | undefined;
  let started = false;
  let nextId = PRINTER_LIST_REQUEST_ID + 1;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Frames not sent yet. */
  let queue: PrintComponentRequest[] = [];
  /** Who waits for the answer of each request id (several callers may share one printer-list request). */
  const waiters = new Map<number, Waiting[]>();

  const update = (patch: Partial<PrintClientSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    if (snapshot.failure === undefined) delete snapshot.failure;
    for (const listener of [...listeners]) listener();
  };

  const failAll = (error: PrintError) => {
    queue = [];
    const waiting = [...waiters.values()].flat();
    waiters.clear();
    for (const item of waiting) {
      clearTimeout(item.timer);
      item.reject(error);
    }
  };

  const flush = () => {
    flushTimer = undefined;
    if (!socket || socket.readyState !== OPEN) return;
    const frames = queue;
    queue = [];
    for (const request of frames) {
      const id = request.requestID;
      if (request.cmd === 'print') {
        for (const item of waiters.get(id) ?? []) {
          item.timer = setTimeout(() => {
            waiters.delete(id);
            item.reject(new PrintError('timeout'));
          }, replyTimeoutMs);
        }
      }
      socket.send(encodeRequest(request));
    }
  };

  const scheduleFlush = () => {
    if (flushTimer || queue.length === 0 || snapshot.state !== 'open') return;
    flushTimer = setTimeout(flush, sendDelayMs);
  };

  /**
   * Queues a request (a printer-list request already waiting is shared) and resolves with its answer. The printer
   * list goes before what is queued, so jobs queued while connecting find the printers known.
   */
  const request = (frame: PrintComponentRequest) =>
    new Promise<PrinterListReply | PrintReply>((resolve, reject) => {
      const id = frame.requestID;
      if (!waiters.has(id)) {
        if (id === PRINTER_LIST_REQUEST_ID) queue.unshift(frame);
        else queue.push(frame);
      }
      waiters.set(id, [...(waiters.get(id) ?? []), { resolve, reject }]);
      scheduleFlush();
    });

  const askPrinters = () => request({ requestID: PRINTER_LIST_REQUEST_ID, cmd: 'getPrinters' }) as Promise<PrinterListReply>;

  const receive = (data: unknown) => {
    const reply = decodeReply(typeof data === 'string' ? data : String(data));
    if (!reply) return;
    if (reply.requestID === PRINTER_LIST_REQUEST_ID) {
      const list = reply as PrinterListReply;
      update({ printers: list.printers, defaultPrinter: list.defaultPrinter });
    }
    const waiting = waiters.get(reply.requestID) ?? [];
    waiters.delete(reply.requestID);
    for (const item of waiting) {
      clearTimeout(item.timer);
      if (reply.status === 'error') item.reject(new PrintError('rejected', (reply as PrintReply).message));
      else item.resolve(reply);
    }
  };

  /** The connection failed or dropped: fail whoever waits, say so, and try again in a second. */
  const lost = () => {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    failAll(new PrintError('componentNotStarted'));
    update({ state: 'closed', failure: 'componentNotStarted' });
    if (started) reconnectTimer = setTimeout(open, reconnectMs);
  };

  function open() {
    reconnectTimer = undefined;
    let current: WebSocketLike;
    try {
      current = new Socket!(url);
    } catch {
      lost();
      return;
    }
    socket = current;
    update({ state: 'connecting' });
    current.onopen = () => {
      if (socket !== current) return;
      update({ state: 'open', failure: undefined });
      // A fresh list each time the component (re)appears; callers already waiting share the same request.
      askPrinters().catch(() => undefined);
      scheduleFlush();
    };
    current.onmessage = (event) => {
      if (socket === current) receive(event.data);
    };
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      lost();
    };
  }

  const connect = () => {
    if (started) return;
    started = true;
    if (!Socket) update({ state: 'unsupported', failure: 'noWebSocket' });
    else open();
  };

  /** Starts the connection; a request is refused at once while the component is known to be missing. */
  const refusal = (): PrintError | undefined => {
    connect();
    return snapshot.failure ? new PrintError(snapshot.failure) : undefined;
  };

  return {
    connect,
    close() {
      started = false;
      clearTimeout(reconnectTimer);
      clearTimeout(flushTimer);
      reconnectTimer = flushTimer = undefined;
      const current = socket;
      socket = undefined;
      failAll(new PrintError('componentNotStarted'));
      current?.close();
      update(Socket ? { state: 'idle', failure: undefined } : { state: 'idle' });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async listPrinters() {
      const refused = refusal();
      if (refused) throw refused;
      const reply = await askPrinters();
      return { printers: reply.printers, defaultPrinter: reply.defaultPrinter };
    },
    async print(job) {
      const refused = refusal();
      if (refused) throw refused;
      return (await request({ requestID: nextId++, cmd: 'print', ...job })) as PrintReply;
    },
  };
}
