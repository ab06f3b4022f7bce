/**
 * The scan sounds of spec 01 §8 (no React): a fixed error sound and a success sound whose file is selectable
 * (default success.mp3), served from /sounds/; and a refusal's own low buzz (issue 15: a scan the parcel's state does
 * not allow must sound unlike a repeat's question). Only one plays at a time: a new sound stops the one playing. Playing
 * never throws, also when the browser blocks autoplay or cannot load the file: a scan must not fail over a beep.
 */

/** Where the sound files are served (public/sounds/). */
export const SOUNDS_PATH = '/sounds/';
export const DEFAULT_SUCCESS_SOUND = 'success.mp3';
export const ERROR_SOUND = 'error.mp3';
export const REFUSED_SOUND = 'refused.wav';

export type SoundKind = 'success' | 'error' | 'refused';

/** The sound of each thing a scan box tells (a cancelled scan is silent): a repeat asks with the error sound. */
export const SOUND_OF_FEEDBACK = { accepted: 'success', repeat: 'error', refused: 'refused', cancelled: undefined } as const satisfies Record<string, SoundKind | undefined>;

/** The part of HTMLAudioElement the player uses. */
export interface AudioLike {
  currentTime: number;
  pause(): void;
  play(): Promise<void> | void;
}

export interface SoundPlayerOptions {
  /** The success sound's file name under /sounds/ (default success.mp3), or a full URL. */
  successFile?: string;
  /** Makes an audio element (default `new Audio(src)`; tests give a double). */
  createAudio?(src: string): AudioLike;
}

export interface SoundPlayer {
  play(kind: SoundKind): void;
  /** Stops the sound playing, if any. */
  stop(): void;
}

/** The URL of a sound file: a bare name is looked up under /sounds/; anything with a slash is used as it is. */
export function soundUrl(file: string): string {
  return file.includes('/') ? file : `${SOUNDS_PATH}${file}`;
}

function browserAudio(src: string): AudioLike | undefined {
  if (typeof Audio === 'undefined') return undefined;
  const audio = new Audio(src);
  audio.preload = 'auto';
  return audio;
}

/**
 * @example
 * const sounds = createSoundPlayer({ successFile: 'ding.mp3' });
 * sounds.play('success'); // stops any sound playing, then plays /sounds/ding.mp3
 */
export function createSoundPlayer(options: SoundPlayerOptions = {}): SoundPlayer {
  const create = options.createAudio ?? browserAudio;
  const files: Record<SoundKind, string> = { success: soundUrl(options.successFile || DEFAULT_SUCCESS_SOUND), error: soundUrl(ERROR_SOUND), refused: soundUrl(REFUSED_SOUND) };
  const audios = new Map<SoundKind, AudioLike | undefined>();
  let playing: AudioLike | undefined;

  const audioOf = (kind: SoundKind): AudioLike | undefined => {
    if (!audios.has(kind)) {
      try {
        audios.set(kind, create(files[kind]));
      } catch {
        audios.set(kind, undefined);
      }
    }
    return audios.get(kind);
  };
  const stop = () => {
    if (!playing) return;
    try {
      playing.pause();
      playing.currentTime = 0;
    } catch {
      // nothing to stop
    }
    playing = undefined;
  };

  return {
    play(kind) {
      stop();
      const audio = audioOf(kind);
      if (!audio) return;
      playing = audio;
      try {
        const started = audio.play();
        if (started && typeof started.catch === 'function') started.catch(() => undefined); // autoplay blocked
      } catch {
        // an old browser that throws instead of rejecting
      }
    },
    stop,
  };
}
