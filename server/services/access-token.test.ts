import { ManualClock } from '../clock';
import { AccessTokens } from './access-token';

const key = new Uint8Array(32).fill(7);
const claims = { userId: 5, tenantId: 2, sessionId: '00000000-0000-4000-8000-000000000001', username: 'operator' };

describe('access tokens', () => {
  it('verifies a token it signed, again and again, until its expiry second', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1));
    const tokens = new AccessTokens(key, clock);
    const token = await tokens.sign(claims, 60);
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    clock.advance(59_999);
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    clock.advance(1);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('an expiry seen first from memory is the same as jose\'s', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1));
    const remembered = new AccessTokens(key, clock);
    const token = await remembered.sign(claims, 60);
    await remembered.verify(token);
    clock.advance(60_000);
    expect(await remembered.verify(token)).toEqual(await new AccessTokens(key, clock).verify(token));
  });

  it('refuses a token signed with another key or altered, even after verifying the real one', async () => {
    const clock = new ManualClock();
    const tokens = new AccessTokens(key, clock);
    const token = await tokens.sign(claims, 60);
    await tokens.verify(token);
    const forged = await new AccessTokens(new Uint8Array(32).fill(8), clock).sign(claims, 60);
    expect(await tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(altered)).toEqual({ ok: false, reason: 'invalid' });
  });
});
