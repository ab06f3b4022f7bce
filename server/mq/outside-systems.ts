/**
 * The outside systems MQ messages go to, behind one narrow interface (STYLE.md habit 3): the warehouse system over
 * HTTP when `CLEARWAY_WMS_API_URL` is set, else the built-in simulated warehouse system (what `npm start` runs with,
 * so a fresh installation shows messages sent and refused). A refusal the system states is permanent (no retry); a
 * network failure is retried by the worker.
 */
import type { MqTarget } from './mq-types';

/** The receiving system said no (its answer is the reason): the message fails without retrying. */
export class OutsideRefusal extends Error {
  constructor(message: string, readonly answer?: unknown) {
    super(message);
    this.name = 'OutsideRefusal';
  }
}

export interface OutsideSystem {
  /** Hands one message over; resolves with the system's answer, throws OutsideRefusal or a transport error. */
  send(type: string, payload: Record<string, unknown>, messageId: number): Promise<Record<string, unknown>>;
}

/** The warehouse system's HTTP interface: `POST {url}/{type}` with the payload as JSON and the message id. */
export class HttpWarehouseSystem implements OutsideSystem {
  constructor(private readonly baseUrl: string, private readonly timeoutMs = 10_000) {}

  async send(type: string, payload: Record<string, unknown>, messageId: number): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(type)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-message-id': String(messageId) },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    let answer: unknown = text;
    try { answer = JSON.parse(text); } catch { /* a plain-text answer is kept as text */ }
    if (response.status >= 400 && response.status < 500) throw new OutsideRefusal(`warehouse system refused (HTTP ${response.status}): ${text.slice(0, 300)}`, answer);
    if (!response.ok) throw new Error(`warehouse system answered HTTP ${response.status}`);
    return answer && typeof answer === 'object' ? answer as Record<string, unknown> : { answer };
  }
}

/**
 * The built-in stand-in for the warehouse system: accepts what a real one would and answers with its own code for
 * the record; refuses an employee without a mobile number (warehouse accounts sign in by mobile), as a real one does.
 */
export class SimulatedWarehouseSystem implements OutsideSystem {
  readonly received: { type: string; payload: Record<string, unknown> }[] = [];

  async send(type: string, payload: Record<string, unknown>, messageId: number): Promise<Record<string, unknown>> {
    if (type === 'EMP_INFO_TO_WMS' && !(typeof payload.mobile === 'string' && payload.mobile.trim())) {
      throw new OutsideRefusal('仓库系统拒收：员工缺少手机号（仓库系统账号以手机号登录） / refused: the employee has no mobile number');
    }
    this.received.push({ type, payload });
    const key = String(payload.employeeCode ?? payload.customerCode ?? payload.carrierCode ?? messageId);
    return { accepted: true, wmsCode: `WMS-${key}`, messageId, simulated: true };
  }
}

/** The system of each target, as configured. */
export function outsideSystems(config: { wmsApiUrl?: string }): Record<MqTarget, OutsideSystem> {
  return { wms: config.wmsApiUrl ? new HttpWarehouseSystem(config.wmsApiUrl) : new SimulatedWarehouseSystem() };
}
