/// <reference types="vite/client" />
import { createPasswordCipher, type PasswordCipher } from '../../../engine/security/password-cipher';

/** The build-time settings that switch password encryption on (spec 01 §9): both must be set. */
export interface PasswordEncryptionEnv {
  VITE_PASSWORD_AES_KEY?: string;
  VITE_PASSWORD_AES_IV?: string;
}

/**
 * The cipher the build is configured with: AES-CBC when `VITE_PASSWORD_AES_KEY` and `VITE_PASSWORD_AES_IV` are both
 * set, otherwise a pass-through (encryption is off unless configured). Throws on a key or IV of the wrong length.
 */
export function passwordCipherFrom(env: PasswordEncryptionEnv): PasswordCipher {
  const key = env.VITE_PASSWORD_AES_KEY ?? '';
  const iv = env.VITE_PASSWORD_AES_IV ?? '';
  return createPasswordCipher(key && iv ? { key, iv } : undefined);
}

declare global {
  interface ImportMetaEnv {
    readonly VITE_PASSWORD_AES_KEY?: string;
    readonly VITE_PASSWORD_AES_IV?: string;
  }
}

let configured: PasswordCipher | undefined;

/**
 * The password as it goes to the token call: encrypted when the build configures a key and IV, else as typed.
 * @example loginPassword('secret123') // 'secret123' unless VITE_PASSWORD_AES_KEY and VITE_PASSWORD_AES_IV are set
 */
export function loginPassword(typed: string, cipher: PasswordCipher = (configured ??= passwordCipherFrom(import.meta.env))): string {
  return cipher.encrypt(typed);
}
