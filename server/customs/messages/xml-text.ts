/** Writing XML text by hand, as the customs messages are written (ceb-xml.ts, sas-xml.ts). Pure. */

export type XmlValues = Record<string, string | number | null | undefined>;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * One element per field, in the fields' order, each on its own line at `indent`; empty values are left out (the
 * XSD's optional elements). `prefix`: the namespace prefix (`ceb:`).
 * @example xmlElements(['orderNo', 'note'], { orderNo: 'A&B', note: '' }, '  ', 'ceb:'); // ['  <ceb:orderNo>A&amp;B</ceb:orderNo>']
 */
export function xmlElements(fields: readonly string[], values: XmlValues, indent: string, prefix = ''): string[] {
  return fields.flatMap((name) => {
    const value = values[name];
    if (value === null || value === undefined || value === '') return [];
    return [`${indent}<${prefix}${name}>${escapeXml(String(value))}</${prefix}${name}>`];
  });
}
