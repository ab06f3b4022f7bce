/** Idle logout (spec 01 §4): a click after more than 3 hours without clicks logs the user out. */

/** 3 hours in milliseconds. */
export const IDLE_LIMIT_MS = 10_800_000;

/** The message shown on idle logout (spec 01 §8). */
export const IDLE_LOGOUT_MESSAGE = '长时间无操作，退出登录。';

/** What the timer needs to know about the session at a click. */
export interface IdleClickState {
  hasToken: boolean;
  onLoginPage: boolean;
}

/** Options of {@link IdleTimer}; `now` is injectable for tests. */
export interface IdleTimerOptions {
  limitMs?: number;
  now: () => number;
}

/**
 * Watches the time between clicks. The clock starts when the timer is made (the page load), and every click
 * restarts it, including a click that logs out.
 * @example
 *   const timer = new IdleTimer({ now: Date.now });
 *   document.addEventListener('click', () => {
 *     if (timer.click({ hasToken: !!getToken(), onLoginPage: location.pathname === '/login' }) === 'logout') logout();
 *   });
 */
export class IdleTimer {
  private readonly limitMs: number;
  private readonly now: () => number;
  private lastClick: number;

  constructor(options: IdleTimerOptions) {
    this.limitMs = options.limitMs ?? IDLE_LIMIT_MS;
    this.now = options.now;
    this.lastClick = this.now();
  }

  /**
   * Records a click. Returns 'logout' when more than the limit has passed since the previous click (exactly the
   * limit is still 'ok') and a token exists off the login page; otherwise 'ok'.
   */
  click(state: IdleClickState): 'logout' | 'ok' {
    const now = this.now();
    const idle = now - this.lastClick > this.limitMs;
    this.lastClick = now;
    return idle && state.hasToken && !state.onLoginPage ? 'logout' : 'ok';
  }
}
