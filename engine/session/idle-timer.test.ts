import { IDLE_LIMIT_MS, IDLE_LOGOUT_MESSAGE, IdleTimer } from './idle-timer';

function clock(start = 1_000_000): { now: () => number; advance: (ms: number) => void } {
  let time = start;
  return { now: () => time, advance: (ms) => { time += ms; } };
}

const active = { hasToken: true, onLoginPage: false };

describe('IdleTimer', () => {
  it('uses 3 hours and the spec message', () => {
    expect(IDLE_LIMIT_MS).toBe(3 * 60 * 60 * 1000);
    expect(IDLE_LOGOUT_MESSAGE).toBe('长时间无操作，退出登录。');
  });

  it('is ok at exactly the limit and logs out just past it', () => {
    const c = clock();
    const timer = new IdleTimer({ now: c.now });
    c.advance(IDLE_LIMIT_MS);
    expect(timer.click(active)).toBe('ok');
    c.advance(IDLE_LIMIT_MS + 1);
    expect(timer.click(active)).toBe('logout');
  });

  it('measures from the last click, not the first', () => {
    const c = clock();
    const timer = new IdleTimer({ now: c.now });
    for (let i = 0; i < 5; i += 1) {
      c.advance(IDLE_LIMIT_MS / 2);
      expect(timer.click(active)).toBe('ok');
    }
  });

  it('records the time of every click, so the click after a logout is ok', () => {
    const c = clock();
    const timer = new IdleTimer({ now: c.now });
    c.advance(IDLE_LIMIT_MS + 1);
    expect(timer.click(active)).toBe('logout');
    c.advance(1);
    expect(timer.click(active)).toBe('ok');
  });

  it('never logs out without a token or on the login page, but still records the click', () => {
    const c = clock();
    const timer = new IdleTimer({ now: c.now });
    c.advance(IDLE_LIMIT_MS + 1);
    expect(timer.click({ hasToken: false, onLoginPage: false })).toBe('ok');
    c.advance(IDLE_LIMIT_MS + 1);
    expect(timer.click({ hasToken: true, onLoginPage: true })).toBe('ok');
    c.advance(10);
    expect(timer.click(active)).toBe('ok');
  });

  it('honours a custom limit', () => {
    const c = clock();
    const timer = new IdleTimer({ limitMs: 100, now: c.now });
    c.advance(101);
    expect(timer.click(active)).toBe('logout');
  });
});
