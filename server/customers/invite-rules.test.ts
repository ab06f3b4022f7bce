import { describe, expect, it } from 'vitest';
import { dayAfter, inviteLink, inviteRefusal, newInviteCode, normalizeInviteCode } from './invite-rules';

describe('invite rules', () => {
  it('makes 8-character codes of the unambiguous alphabet', () => {
    expect(newInviteCode(() => 0)).toBe('22222222');
    const code = newInviteCode();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(normalizeInviteCode('  k7m2q9xa ')).toBe('K7M2Q9XA');
    expect(normalizeInviteCode(undefined)).toBe('');
  });

  it('links to the sign-up page with the tenant and the code', () => {
    expect(inviteLink('demo', 'K7M2Q9XA')).toBe('/register?tenant=demo&inviteCode=K7M2Q9XA');
  });

  it('counts the validity in days, across months', () => {
    expect(dayAfter(new Date('2026-11-26T23:00:00Z'), 30)).toBe('2026-12-26');
    expect(dayAfter(new Date('2026-01-31T00:00:00Z'), 1)).toBe('2026-02-01');
  });

  it('accepts an invited code up to its last day, refuses unknown, used and expired ones', () => {
    const today = new Date('2026-11-26T10:00:00Z');
    expect(inviteRefusal({ inviteState: 'invited', expiresOn: '2026-11-26' }, today)).toBeUndefined();
    expect(inviteRefusal({ inviteState: 'invited', expiresOn: null }, today)).toBeUndefined();
    expect(inviteRefusal({ inviteState: 'invited', expiresOn: '2026-11-25' }, today)).toBe('expired');
    expect(inviteRefusal({ inviteState: 'expired', expiresOn: '2027-01-01' }, today)).toBe('expired');
    expect(inviteRefusal({ inviteState: 'registered', expiresOn: '2027-01-01' }, today)).toBe('used');
    expect(inviteRefusal(undefined, today)).toBe('unknown');
  });
});
