/**
 * The declaration platform as the server sees it (docs/domain/customs.md "The declaration platform"): it is handed
 * a message document and answers later with receipts, which reach `applyReceipt` (server/customs/receipts.ts) —
 * directly for the simulator inside the server, over POST /api/clearway/customs/receipts for one reached by HTTP.
 */
export interface OutboundMessage {
  guid: string;
  messageType: string;
  xml: string;
}

export interface DeclarationPlatform {
  /** A short description for the start-up banner and the logs. */
  readonly name: string;
  /**
   * Hands the message over. Resolves once the platform took it; rejects with a `PlatformRefusal` when it refused
   * the document itself (not worth sending again), with any other error when it could not be reached (sent again).
   */
  send(message: OutboundMessage): Promise<void>;
  stop(): Promise<void>;
}

/** The platform refused the document (a format error): the message is marked failed, not sent again. */
export class PlatformRefusal extends Error {}
