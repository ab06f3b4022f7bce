import { hashPassword, verifyPassword } from './password-hash';

describe('password hash', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('admin1234');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('admin1234', stored)).toBe(true);
    expect(await verifyPassword('admin1235', stored)).toBe(false);
  });
  it('salts: the same password hashes differently', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
  it('refuses a malformed stored value', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
  });
});
