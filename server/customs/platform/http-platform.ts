import { PlatformRefusal, type DeclarationPlatform, type OutboundMessage } from './declaration-platform';

/** Most time one hand-over may take before it counts as unreachable (and is sent again later). */
const SEND_TIMEOUT_MS = 15_000;

/**
 * A platform reached over HTTP (`npm run customs-simulator`, or a real one behind the same protocol): each message
 * is POSTed as `application/xml` to `{base}/ceb/messages`; 2xx took it, 4xx refused the document, anything else is
 * retried. Receipts come back to POST /api/clearway/customs/receipts.
 */
export class HttpPlatform implements DeclarationPlatform {
  readonly name: string;

  constructor(private readonly base: string) {
    this.name = `declaration platform at ${base}`;
  }

  async send(message: OutboundMessage): Promise<void> {
    const response = await fetch(new URL('ceb/messages', this.base.endsWith('/') ? this.base : `${this.base}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/xml; charset=utf-8', 'x-message-type': message.messageType, 'x-message-guid': message.guid },
      body: message.xml,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.status >= 400 && response.status < 500) throw new PlatformRefusal(`${response.status}: ${text.slice(0, 300)}`);
    if (!response.ok) throw new Error(`${response.status}: ${text.slice(0, 300)}`);
  }

  async stop(): Promise<void> {}
}
