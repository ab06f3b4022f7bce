/**
 * A Content-Disposition header that keeps any file name, Chinese included: an ASCII fallback plus the RFC 5987
 * UTF-8 form that browsers prefer.
 */
export function attachmentHeader(name: string, inline = false): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
