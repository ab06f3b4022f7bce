import { WedgeReader, type WedgeScan } from './wedge-reader';

/** Types text as a scanner would: one key every `gap` ms from `start`, then the terminator. */
function type(reader: WedgeReader, text: string, start: number, gap = 5, terminator = 'Enter'): { scans: WedgeScan[]; end: number } {
  const scans: WedgeScan[] = [];
  let time = start;
  for (const key of text) {
    const result = reader.key({ key }, time);
    expect(result.handled).toBe(true);
    time += gap;
  }
  const done = reader.key({ key: terminator }, time);
  if (done.scan) scans.push(done.scan);
  return { scans, end: time };
}

describe('WedgeReader', () => {
  it('hands back each burst whole on Enter and starts empty again', () => {
    const reader = new WedgeReader();
    expect(type(reader, 'SF1234567890', 0).scans).toEqual([{ code: 'SF1234567890', burst: true }]);
    expect(reader.buffer).toBe('');
  });

  it('reads 20 scans a second back to back without splitting or merging one', () => {
    const reader = new WedgeReader();
    const codes = Array.from({ length: 200 }, (_, i) => `YT${String(i).padStart(10, '0')}`);
    const read: string[] = [];
    codes.forEach((code, i) => read.push(...type(reader, code, i * 50, 3).scans.map((s) => s.code)));
    expect(read).toEqual(codes);
  });

  it('tells a person typing from a scanner', () => {
    const reader = new WedgeReader();
    expect(type(reader, 'AB123', 0, 180).scans).toEqual([{ code: 'AB123', burst: false }]);
    expect(type(reader, 'AB', 0, 1).scans).toEqual([{ code: 'AB', burst: false }]);
  });

  it('ignores an empty Enter and trims blanks', () => {
    const reader = new WedgeReader();
    expect(reader.key({ key: 'Enter' }, 0)).toEqual({ handled: true, scan: undefined });
    expect(type(reader, '  X1  ', 0).scans[0]!.code).toBe('X1');
    expect(type(reader, '   ', 0).scans).toEqual([]);
  });

  it('takes Backspace back and drops everything on Escape', () => {
    const reader = new WedgeReader();
    for (const key of 'AB9') reader.key({ key }, 0);
    reader.key({ key: 'Backspace' }, 1);
    expect(reader.buffer).toBe('AB');
    expect(reader.key({ key: 'Escape' }, 2)).toEqual({ handled: true });
    expect(reader.buffer).toBe('');
    expect(reader.key({ key: 'Escape' }, 3)).toEqual({ handled: false });
  });

  it('leaves shortcuts, named keys and input-method keys alone', () => {
    const reader = new WedgeReader();
    expect(reader.key({ key: 'v', ctrlKey: true }, 0).handled).toBe(false);
    expect(reader.key({ key: 'Shift' }, 0).handled).toBe(false);
    expect(reader.key({ key: 'ArrowLeft' }, 0).handled).toBe(false);
    expect(reader.key({ key: 'a', isComposing: true }, 0).handled).toBe(false);
    expect(reader.buffer).toBe('');
  });

  it('accepts other terminators when told (Tab)', () => {
    const reader = new WedgeReader({ terminators: ['Enter', 'Tab'] });
    expect(type(reader, 'JD0001', 0, 2, 'Tab').scans[0]!.code).toBe('JD0001');
  });

  it('splits pasted lines into codes and keeps the unfinished rest', () => {
    const reader = new WedgeReader();
    expect(reader.paste('A1\r\nB2\nC3', 0).map((s) => s.code)).toEqual(['A1', 'B2']);
    expect(reader.buffer).toBe('C3');
  });

  it('adopts the input text without taking it for a burst', () => {
    const reader = new WedgeReader();
    reader.replace('中文123', 0);
    expect(reader.buffer).toBe('中文123');
    expect(reader.key({ key: 'Enter' }, 1).scan).toEqual({ code: '中文123', burst: false });
  });

  describe('without a terminator (idleCompleteMs)', () => {
    it('ends a burst after the silence', () => {
      const reader = new WedgeReader({ idleCompleteMs: 80 });
      for (const [i, key] of [...'ZT99887766'].entries()) reader.key({ key }, i * 4);
      expect(reader.idle(36 + 79)).toBeUndefined();
      expect(reader.idle(36 + 80)).toEqual({ code: 'ZT99887766', burst: true });
      expect(reader.buffer).toBe('');
    });

    it('never ends what a person is typing', () => {
      const reader = new WedgeReader({ idleCompleteMs: 80 });
      for (const [i, key] of [...'ZT99'].entries()) reader.key({ key }, i * 300);
      expect(reader.idle(5000)).toBeUndefined();
      expect(reader.buffer).toBe('ZT99');
    });

    it('is off by default', () => {
      const reader = new WedgeReader();
      for (const key of 'ZT998877') reader.key({ key }, 0);
      expect(reader.idle(10_000)).toBeUndefined();
    });
  });
});
