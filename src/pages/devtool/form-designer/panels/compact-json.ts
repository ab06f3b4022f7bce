/**
 * A value as one short line of JSON for a table cell: absent shows as an em dash, long values are cut with an
 * ellipsis (the full value is in the override's patch).
 * @example compactJson({ zh: '编码', en: 'Code' }); // '{"zh":"编码","en":"Code"}'
 */
export function compactJson(value: unknown, max = 120): string {
  if (value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
