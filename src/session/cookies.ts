/** Minimal cookie access for the session and UI settings (spec 01 §3: token, language and size live in cookies). */
export function readCookie(name: string, source = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  const match = source.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export function writeCookie(name: string, value: string, days = 30): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
