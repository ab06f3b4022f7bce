import { SOUND_OF_FEEDBACK, createSoundPlayer, soundUrl, type AudioLike } from './sound-player';

/** Audio doubles that remember what happened to them. */
function audioFactory(play: () => Promise<void> | void = () => Promise.resolve()) {
  const made: (AudioLike & { src: string; log: string[] })[] = [];
  const createAudio = (src: string) => {
    const audio = { src, log: [] as string[], currentTime: 0, pause() { audio.log.push('pause'); }, play() { audio.log.push('play'); audio.currentTime = 0.2; return play(); } };
    made.push(audio);
    return audio;
  };
  return { made, createAudio };
}

describe('sound player', () => {
  it('plays /sounds/success.mp3 by default, the fixed error sound, and a refusal\'s own sound', () => {
    const { made, createAudio } = audioFactory();
    const sounds = createSoundPlayer({ createAudio });
    sounds.play('success');
    sounds.play('error');
    sounds.play('refused');
    expect(made.map((a) => a.src)).toEqual(['/sounds/success.mp3', '/sounds/error.mp3', '/sounds/refused.wav']);
  });

  it('sounds a refused scan unlike a repeat, and a cancelled one not at all', () => {
    expect(SOUND_OF_FEEDBACK.refused).not.toBe(SOUND_OF_FEEDBACK.repeat);
    expect(SOUND_OF_FEEDBACK).toMatchObject({ accepted: 'success', repeat: 'error', refused: 'refused', cancelled: undefined });
  });

  it('takes a selected success file, by name or URL', () => {
    expect(soundUrl('ding.mp3')).toBe('/sounds/ding.mp3');
    expect(soundUrl('https://cdn.example/ok.mp3')).toBe('https://cdn.example/ok.mp3');
    const { made, createAudio } = audioFactory();
    createSoundPlayer({ successFile: 'ding.mp3', createAudio }).play('success');
    expect(made[0]!.src).toBe('/sounds/ding.mp3');
  });

  it('plays one sound at a time: a new one stops and rewinds the one playing', () => {
    const { made, createAudio } = audioFactory();
    const sounds = createSoundPlayer({ createAudio });
    sounds.play('success');
    sounds.play('error');
    const [success, error] = made;
    expect(success!.log).toEqual(['play', 'pause']);
    expect(success!.currentTime).toBe(0);
    expect(error!.log).toEqual(['play']);
    sounds.play('success');
    expect(error!.log).toEqual(['play', 'pause']);
    expect(success!.log).toEqual(['play', 'pause', 'play']);
    expect(made).toHaveLength(2); // each file loaded once
  });

  it('never throws when autoplay is blocked, playing throws or audio is missing', async () => {
    const blocked = audioFactory(() => Promise.reject(new DOMException('play() failed', 'NotAllowedError')));
    expect(() => createSoundPlayer({ createAudio: blocked.createAudio }).play('success')).not.toThrow();
    const throwing = audioFactory(() => { throw new Error('old browser'); });
    expect(() => createSoundPlayer({ createAudio: throwing.createAudio }).play('error')).not.toThrow();
    expect(() => createSoundPlayer({ createAudio: () => { throw new Error('no audio'); } }).play('error')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0)); // no unhandled rejection
  });
});
