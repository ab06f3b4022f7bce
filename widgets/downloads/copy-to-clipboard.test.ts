// @vitest-environment jsdom
import { copyToClipboard } from './copy-to-clipboard';

/** jsdom has no execCommand: give the document one that records what was selected. */
function withExecCommand(result: boolean | 'throw') {
  const copied: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      if (result === 'throw') throw new Error('not allowed');
      const area = document.activeElement instanceof HTMLTextAreaElement ? document.activeElement : document.querySelector('textarea');
      copied.push(`${command}:${area?.value}`);
      return result;
    },
  });
  return copied;
}

describe('copyToClipboard', () => {
  it('uses navigator.clipboard when there is one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const copied = withExecCommand(true);
    expect(await copyToClipboard('SF123', { clipboard: { writeText }, document })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('SF123');
    expect(copied).toEqual([]);
  });

  it('falls back to execCommand copy when navigator.clipboard is missing, leaving no textarea behind', async () => {
    const copied = withExecCommand(true);
    expect(await copyToClipboard('YT456', { document })).toBe(true);
    expect(copied).toEqual(['copy:YT456']);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the clipboard refuses, and reports a failure when the fallback fails too', async () => {
    const refuse = { writeText: vi.fn().mockRejectedValue(new Error('denied')) };
    withExecCommand(true);
    expect(await copyToClipboard('a', { clipboard: refuse, document })).toBe(true);
    withExecCommand(false);
    expect(await copyToClipboard('b', { clipboard: refuse, document })).toBe(false);
    withExecCommand('throw');
    expect(await copyToClipboard('c', { document })).toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
