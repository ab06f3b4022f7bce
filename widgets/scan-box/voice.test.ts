import { createAnnouncer, VOICE_SETTINGS, voiceUtterance, type SpeechPort, type UtteranceLike } from './voice';

const make = (text: string) => ({ text, lang: '', rate: 0, pitch: 0, volume: 0 });

describe('voice announcements', () => {
  it('keeps the spec’s settings: Chinese, rate 2, pitch 1, volume 100', () => {
    expect(VOICE_SETTINGS).toEqual({ lang: 'zh-CN', rate: 2, pitch: 1, volume: 100 });
  });

  it('sends volume 100 as the Web Speech API’s full volume, 1', () => {
    expect(voiceUtterance(make, '成功')).toEqual({ text: '成功', lang: 'zh-CN', rate: 2, pitch: 1, volume: 1 });
  });

  it('cancels what is being said before each announcement', () => {
    const log: string[] = [];
    const speech: SpeechPort = { cancel: () => log.push('cancel'), speak: (u) => log.push(`speak ${(u as unknown as { text: string }).text}`) };
    const announcer = createAnnouncer(speech, make as (text: string) => UtteranceLike);
    announcer.announce('重复扫描');
    announcer.announce('成功');
    expect(log).toEqual(['cancel', 'speak 重复扫描', 'cancel', 'speak 成功']);
  });

  it('stays silent without speech synthesis, and never throws', () => {
    expect(() => createAnnouncer(undefined).announce('成功')).not.toThrow();
    const broken: SpeechPort = { cancel: () => { throw new Error('no'); }, speak: () => undefined };
    expect(() => createAnnouncer(broken, make as (text: string) => UtteranceLike).announce('成功')).not.toThrow();
  });
});
