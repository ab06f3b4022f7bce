/**
 * The password encryption helper (spec 01 §9): AES-CBC with a configured key and IV, PKCS7 padding, UTF-8 key and
 * IV, base64 ciphertext. The key and IV come from configuration, never from the source code. Only the AES part of
 * crypto-js is imported, to keep the login bundle small.
 */
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Utf8 from 'crypto-js/enc-utf8';

/** The configured key and IV, both read as UTF-8: a 16, 24 or 32 byte key and a 16 byte IV. */
export interface PasswordCipherConfig {
  key: string;
  iv: string;
}

/** Encrypts and decrypts passwords; when not configured it passes text through unchanged. */
export interface PasswordCipher {
  /** Whether a key and IV are configured. */
  enabled: boolean;
  /** Base64 AES-CBC ciphertext of the UTF-8 text, or the text itself when not enabled. */
  encrypt(text: string): string;
  /**
   * The text of a base64 ciphertext (the input itself when not enabled). Throws when it does not decrypt to UTF-8
   * text; with no authentication tag a wrong key can, rarely, still yield garbage text.
   */
  decrypt(cipher: string): string;
}

const passThrough: PasswordCipher = { enabled: false, encrypt: (text) => text, decrypt: (cipher) => cipher };

/**
 * Makes the cipher. Without a configuration (or with an empty key or IV) it is disabled and passes text through.
 * Throws when the key is not 16, 24 or 32 bytes or the IV not 16 bytes, rather than encrypt with a bad key.
 * The output equals Node's `createCipheriv('aes-128-cbc', key, iv)` (for a 16 byte key) in base64.
 * @example createPasswordCipher({ key: '1234567890abcdef', iv: 'fedcba0987654321' }).encrypt('secret');
 */
export function createPasswordCipher(config?: PasswordCipherConfig): PasswordCipher {
  if (!config || config.key === '' || config.iv === '') return passThrough;
  const key = Utf8.parse(config.key);
  const iv = Utf8.parse(config.iv);
  if (![16, 24, 32].includes(key.sigBytes)) throw new Error(`AES key must be 16, 24 or 32 bytes, got ${key.sigBytes}`);
  if (iv.sigBytes !== 16) throw new Error(`AES IV must be 16 bytes, got ${iv.sigBytes}`);
  const options = { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 };
  const encrypt = (text: string): string => AES.encrypt(Utf8.parse(text), key, options).toString();
  /** An empty result is only genuine for the ciphertext of '' (the IV is fixed, so that ciphertext is too). */
  const emptyCipher = encrypt('');
  return {
    enabled: true,
    encrypt,
    decrypt: (cipher) => {
      let text = '';
      try {
        text = AES.decrypt(cipher, key, options).toString(Utf8);
      } catch {
        // Malformed UTF-8: wrong key or damaged ciphertext; reported below.
      }
      if (text === '' && cipher !== emptyCipher) {
        throw new Error('password cipher: the text does not decrypt with the configured key');
      }
      return text;
    },
  };
}
