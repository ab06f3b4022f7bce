import type { Language } from '../errors/catalogue';

/**
 * The language of server messages: the `language` cookie the browser keeps (spec 01 §3 UI settings), else
 * Accept-Language, else Chinese (the product's default label).
 */
export function requestLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  const cookie = /(?:^|;\s*)language=([^;]+)/.exec(headers.cookie ?? '')?.[1];
  const wanted = cookie ?? headers['accept-language'] ?? 'zh';
  return wanted.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
