/** Most numbers one search takes (the server's limit, server/routes/trajectory.ts). */
export const MAX_NUMBERS = 200;

/**
 * The numbers of a pasted list (a column copied from a sheet, a chat message): split on blanks, line breaks, commas
 * and semicolons (Chinese ones too), each once, in the order given.
 * @example pastedNumbers('SF1, SF2\nSF1；JD3'); // ['SF1', 'SF2', 'JD3']
 */
export function pastedNumbers(text: string): string[] {
  return [...new Set(text.split(/[\s,;，；、]+/).map((part) => part.trim()).filter(Boolean))];
}
