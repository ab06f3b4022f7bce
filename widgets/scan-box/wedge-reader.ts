/**
 * Reading a keyboard-wedge scanner (no React): the scanner types a code as a burst of keystrokes and ends it with
 * Enter. The reader holds the keys typed so far and hands back each code whole when its terminator arrives, so a
 * code is never split or merged however fast the scans come. A person typing a number and pressing Enter is read
 * the same way (`burst: false`).
 */

/** A key as the reader needs it (a DOM KeyboardEvent fits). */
export interface ReaderKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
}

/** One code read whole. */
export interface WedgeScan {
  code: string;
  /** Typed as a scanner types (characters on average under `burstGapMs` apart), not by a person. */
  burst: boolean;
}

export interface WedgeReaderOptions {
  /** Keys that end a code (default Enter; some scanners send Tab). */
  terminators?: readonly string[];
  /** Mean gap between characters under which the code counts as a scanner's burst (default 35 ms). */
  burstGapMs?: number;
  /** Shortest burst (default 4 characters). */
  minBurstLength?: number;
  /**
   * For scanners set up without a terminator: a burst followed by this much silence is a whole code
   * (see {@link WedgeReader.idle}). 0, the default, waits for a terminator.
   */
  idleCompleteMs?: number;
}

/** What the reader did with a key: `handled` means the page should not also act on it (preventDefault). */
export interface KeyResult {
  handled: boolean;
  scan?: WedgeScan;
}

/**
 * @example
 * const reader = new WedgeReader();
 * for (const key of 'SF1234') reader.key({ key }, now);
 * reader.key({ key: 'Enter' }, now); // { handled: true, scan: { code: 'SF1234', burst: true } }
 */
export class WedgeReader {
  private text = '';
  private firstAt = 0;
  private lastAt = 0;
  private typed = 0;
  /** The buffer came from the input rather than from keys: its timing says nothing. */
  private adopted = false;
  private readonly terminators: readonly string[];
  private readonly burstGapMs: number;
  private readonly minBurstLength: number;
  private readonly idleCompleteMs: number;

  constructor(options: WedgeReaderOptions = {}) {
    this.terminators = options.terminators ?? ['Enter'];
    this.burstGapMs = options.burstGapMs ?? 35;
    this.minBurstLength = options.minBurstLength ?? 4;
    this.idleCompleteMs = options.idleCompleteMs ?? 0;
  }

  /** The characters of the code being typed. */
  get buffer(): string {
    return this.text;
  }

  /** When the last character came (0 when empty). */
  get lastKeyAt(): number {
    return this.text ? this.lastAt : 0;
  }

  /**
   * Reads one key: a character is added, Backspace takes the last one back, Escape drops them all, a terminator
   * ends the code (an empty one is ignored). Keys with Ctrl, Alt or Meta, and other named keys, are left alone.
   */
  key(event: ReaderKey, time: number): KeyResult {
    if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return { handled: false };
    if (this.terminators.includes(event.key)) {
      const scan = this.complete();
      return { handled: true, scan };
    }
    if (event.key === 'Backspace') {
      this.text = this.text.slice(0, -1);
      return { handled: true };
    }
    if (event.key === 'Escape') {
      const had = this.text !== '';
      this.clear();
      return { handled: had };
    }
    if (event.key.length !== 1) return { handled: false };
    this.add(event.key, time);
    return { handled: true };
  }

  /**
   * Pasted (or otherwise inserted) text: each line break ends a code, as a terminator would; what follows the last
   * break stays in the buffer.
   */
  paste(text: string, time: number): WedgeScan[] {
    const parts = text.split(/\r\n|\r|\n/);
    const scans: WedgeScan[] = [];
    parts.forEach((part, i) => {
      for (const char of part) this.add(char, time);
      if (i < parts.length - 1) {
        const scan = this.complete();
        if (scan) scans.push(scan);
      }
    });
    return scans;
  }

  /** Takes the input's text as the buffer (an input method or autocorrect changed it behind the reader's back). */
  replace(text: string, time: number): void {
    this.clear();
    for (const char of text) this.add(char, time);
    this.adopted = true;
  }

  /**
   * With `idleCompleteMs` set: the code when a burst has been followed by that much silence, else undefined. Call it
   * from a timer after each key.
   */
  idle(time: number): WedgeScan | undefined {
    if (!this.idleCompleteMs || !this.text || time - this.lastAt < this.idleCompleteMs || !this.isBurst()) return undefined;
    return this.complete();
  }

  clear(): void {
    this.text = '';
    this.typed = 0;
    this.adopted = false;
  }

  private add(char: string, time: number): void {
    if (!this.text) {
      this.firstAt = time;
      this.typed = 0;
      this.adopted = false;
    }
    this.text += char;
    this.lastAt = time;
    this.typed += 1;
  }

  private isBurst(): boolean {
    const count = this.typed;
    if (count < this.minBurstLength || this.adopted) return false;
    return (this.lastAt - this.firstAt) / (count - 1) < this.burstGapMs;
  }

  private complete(): WedgeScan | undefined {
    const code = this.text.trim();
    const burst = this.isBurst();
    this.clear();
    return code ? { code, burst } : undefined;
  }
}
