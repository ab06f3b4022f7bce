import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it('accepts ordinary addresses, surrounding spaces ignored', () => {
    for (const value of ['ops@example.com', ' a.b+c@mail.example.cn ', 'x@y.io']) expect(isEmailAddress(value)).toBe(true);
  });
  it('refuses what is not an address', () => {
    for (const value of ['', 'ops', 'ops@', '@example.com', 'ops@example', 'o ps@example.com', 'ops@@example.com', 'ops@example..com']) {
      expect(isEmailAddress(value)).toBe(false);
    }
  });
});
