/**
 * Voice announcements (spec 01 §9): Chinese, rate 2, pitch 1, volume 100, and each one cancels the one before
 * (no React). The spec's volume is a percentage; the Web Speech API takes 0 to 1, so 100 is sent as 1.
 */

/** The spec's settings, as the spec writes them. */
export const VOICE_SETTINGS = { lang: 'zh-CN', rate: 2, pitch: 1, volume: 100 } as const;

/** The parts of the Web Speech API the announcer uses. */
export interface SpeechPort {
  cancel(): void;
  speak(utterance: SpeechSynthesisUtterance): void;
}

export interface UtteranceLike {
  lang: string;
  rate: number;
  pitch: number;
  volume: number;
}

export interface Announcer {
  announce(text: string): void;
  cancel(): void;
}

/** An utterance carrying the spec's settings. */
export function voiceUtterance<T extends UtteranceLike>(make: (text: string) => T, text: string): T {
  const utterance = make(text);
  utterance.lang = VOICE_SETTINGS.lang;
  utterance.rate = VOICE_SETTINGS.rate;
  utterance.pitch = VOICE_SETTINGS.pitch;
  utterance.volume = Math.min(1, VOICE_SETTINGS.volume / 100);
  return utterance;
}

/**
 * Says a text, cancelling what is being said. Without speech synthesis (old browsers, tests) it stays silent; it never
 * throws.
 * @example createAnnouncer().announce('重复扫描');
 */
export function createAnnouncer(
  speech: SpeechPort | undefined = typeof speechSynthesis === 'undefined' ? undefined : speechSynthesis,
  make: (text: string) => UtteranceLike = (text) => new SpeechSynthesisUtterance(text),
): Announcer {
  return {
    announce(text) {
      if (!speech || !text) return;
      try {
        speech.cancel();
        speech.speak(voiceUtterance(make, text) as SpeechSynthesisUtterance);
      } catch {
        // speech unavailable: the sounds and the screen still tell
      }
    },
    cancel() {
      try {
        speech?.cancel();
      } catch {
        // nothing to cancel
      }
    },
  };
}
