/**
 * One token refresh for many concurrent requests (spec 01 §4): the first caller starts the refresh, the others
 * wait for the same result and then go on with the new token; when it settles the queue is empty again.
 */
export class TokenRefreshQueue {
  private inFlight?: Promise<string>;
  private waiting = 0;

  constructor(private readonly refresh: () => Promise<string>) {}

  /** The new access token, refreshing once however many callers ask at the same time. */
  acquire(): Promise<string> {
    this.waiting += 1;
    if (!this.inFlight) {
      this.inFlight = this.refresh().finally(() => {
        this.inFlight = undefined;
        this.waiting = 0;
      });
    }
    return this.inFlight;
  }

  /** How many requests wait on the refresh under way (0 when none runs). */
  get pending(): number {
    return this.inFlight ? this.waiting : 0;
  }
}
