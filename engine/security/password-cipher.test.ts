import { createCipheriv } from 'node:crypto';
import { createPasswordCipher } from './password-cipher';

const config = { key: '1234567890abcdef', iv: 'fedcba0987654321' };

/** The reference: Node's OpenSSL AES-CBC with PKCS7 padding, UTF-8 key and IV, base64 output. */
function nodeEncrypt(text: string, key = config.key, iv = config.iv): string {
  const algorithm = `aes-${Buffer.byteLength(key) * 8}-cbc`;
  const cipher = createCipheriv(algorithm, Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

describe('createPasswordCipher', () => {
  const cipher = createPasswordCipher(config);

  it('matches a known AES-128-CBC vector', () => {
    expect(cipher.encrypt('Passw0rd!')).toBe('A4aBWNvNuAbkbCuaapHa/w==');
    expect(nodeEncrypt('Passw0rd!')).toBe('A4aBWNvNuAbkbCuaapHa/w==');
  });

  it("agrees with Node's createCipheriv for UTF-8 text, empty text and whole blocks", () => {
    for (const text of ['密码Passw0rd', '', 'exactly16bytes!!', 'a'.repeat(31)]) {
      expect(cipher.encrypt(text)).toBe(nodeEncrypt(text));
    }
  });

  it('agrees with Node for a 32 byte key (AES-256)', () => {
    const key = '1234567890abcdef1234567890abcdef';
    expect(createPasswordCipher({ key, iv: config.iv }).encrypt('Passw0rd!')).toBe(nodeEncrypt('Passw0rd!', key));
  });

  it('round-trips', () => {
    for (const text of ['Passw0rd!', '密码Passw0rd', '', ' spaced ']) {
      expect(cipher.decrypt(cipher.encrypt(text))).toBe(text);
    }
    expect(cipher.enabled).toBe(true);
  });

  it('refuses ciphertext that does not decrypt with the key', () => {
    const other = createPasswordCipher({ key: 'abcdef1234567890', iv: config.iv });
    expect(() => cipher.decrypt(other.encrypt('Passw0rd!'))).toThrow(/does not decrypt/);
    expect(() => cipher.decrypt('not base64 at all')).toThrow(/does not decrypt/);
  });

  it('passes text through when not configured', () => {
    for (const disabled of [createPasswordCipher(), createPasswordCipher({ key: '', iv: '' })]) {
      expect(disabled.enabled).toBe(false);
      expect(disabled.encrypt('Passw0rd!')).toBe('Passw0rd!');
      expect(disabled.decrypt('Passw0rd!')).toBe('Passw0rd!');
    }
  });

  it('rejects a key or IV of the wrong length', () => {
    expect(() => createPasswordCipher({ key: 'short', iv: config.iv })).toThrow(/key must be 16, 24 or 32 bytes/);
    expect(() => createPasswordCipher({ key: config.key, iv: 'short' })).toThrow(/IV must be 16 bytes/);
  });
});
