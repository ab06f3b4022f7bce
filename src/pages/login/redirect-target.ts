/**
 * Where to go after logging in: the `redirect` query value when it is a path of this app, otherwise '/'.
 * Refuses anything that could leave the site (`//host`, `/\host`, `https://…`) and the login page itself.
 * @example redirectTarget('/orders?id=1') // '/orders?id=1'
 * @example redirectTarget('//evil.example') // '/'
 */
export function redirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/')) return '/';
  if (value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters (a tab or newline inside '/\t/host' is dropped by URL parsers) and backslashes.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  if (/^\/login(?:[/?#]|$)/.test(value)) return '/';
  return value;
}
