/**
 * Why a print job did not print. The first two are spec 01 §8's alerts; the others are ours.
 * - `noWebSocket`: the browser has no WebSocket (spec: the e-waybill cannot be printed);
 * - `componentNotStarted`: the print component does not answer on its port (spec: confirm it is started);
 * - `noPrinter`: the component lists no printer and none was chosen;
 * - `rejected`: the component answered the job with an error (its message is kept);
 * - `timeout`: the component took the job but never answered.
 */
export type PrintFailure = 'noWebSocket' | 'componentNotStarted' | 'noPrinter' | 'rejected' | 'timeout';

/** A print request that failed, with the reason; `detail` is the component's own message for `rejected`. */
export class PrintError extends Error {
  constructor(
    readonly failure: PrintFailure,
    readonly detail?: string,
  ) {
    super(detail ? `${failure}: ${detail}` : failure);
    this.name = 'PrintError';
  }
}
