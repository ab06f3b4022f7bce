/// <reference types="vite/client" />
import type { PasswordCipher } from '../../../engine/security/password-cipher';

/** The build-time settings that switch password encryption on (spec 01 §9): both must be set. */
export interface PasswordEncryptionEnv {
  VITE_PASSWORD_AES_KEY?: string;
  VITE_PASSWORD_AES_IV?: string;
}

const passThrough: PasswordCipher = { enabled: false, encrypt: (text) => text, decrypt: (cipher) => cipher };

/**
 * The cipher the build is configured with: AES-CBC when `VITE_PASSWORD_AES_KEY` and `VITE_PASSWORD_AES_IV` are both
 * set, otherwise a pass-through (encryption is off unless configured). Rejects on a key or IV of the wrong length.
 * The AES code (crypto-js) is fetched only when encryption is on, so the login page does not carry it otherwise.
 */
export async function passwordCipherFrom(env: PasswordEncryptionEnv): Promise<PasswordCipher> {
  const key = env.VITE_PASSWORD_AES_KEY ?? '';
  const iv = env.VITE_PASSWORD_AES_IV ?? '';
  if (!key || !iv) return passThrough;
  const { createPasswordCipher } = await import('../../../engine/security/password-cipher');
  return createPasswordCipher({ key, iv });
}

declare global {
  interface ImportMetaEnv {
    readonly VITE_PASSWORD_AES_KEY?: string;
    readonly VITE_PASSWORD_AES_IV?: string;
  }
}

let configured: Promise<PasswordCipher> | undefined;

/**
 * The password as it goes to the token call: encrypted when the build configures a key and IV, else as typed.
 * @example await loginPassword('secret123') // 'secret123' unless VITE_PASSWORD_AES_KEY and VITE_PASSWORD_AES_IV are set
 */
export async function loginPassword(typed: string, cipher: PasswordCipher | Promise<PasswordCipher> = (configured ??= passwordCipherFrom(import.meta.env))): Promise<string> {
  return (await cipher).encrypt(typed);
}
