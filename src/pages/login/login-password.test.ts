import { createDecipheriv } from 'node:crypto';
import { loginPassword, passwordCipherFrom } from './login-password';

const key = '1234567890abcdef';
const iv = 'fedcba0987654321';

describe('login password', () => {
  it('is sent as typed when no key and IV are configured', async () => {
    expect(await loginPassword('secret123', passwordCipherFrom({}))).toBe('secret123');
    expect((await passwordCipherFrom({ VITE_PASSWORD_AES_KEY: key })).enabled).toBe(false);
    expect((await passwordCipherFrom({ VITE_PASSWORD_AES_IV: iv })).enabled).toBe(false);
    expect((await passwordCipherFrom({ VITE_PASSWORD_AES_KEY: '', VITE_PASSWORD_AES_IV: '' })).enabled).toBe(false);
  });

  it('is AES-CBC encrypted (base64) when both are configured', async () => {
    const sent = await loginPassword('secret123', passwordCipherFrom({ VITE_PASSWORD_AES_KEY: key, VITE_PASSWORD_AES_IV: iv }));
    expect(sent).not.toBe('secret123');
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
    expect(Buffer.concat([decipher.update(Buffer.from(sent, 'base64')), decipher.final()]).toString('utf8')).toBe('secret123');
  });

  it('refuses a key of the wrong length rather than send a badly encrypted password', async () => {
    await expect(passwordCipherFrom({ VITE_PASSWORD_AES_KEY: 'short', VITE_PASSWORD_AES_IV: iv })).rejects.toThrow(/16, 24 or 32/);
  });

  it('uses the build configuration by default (off in this build)', async () => {
    expect(await loginPassword('secret123')).toBe('secret123');
  });
});
