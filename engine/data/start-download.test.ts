// @vitest-environment jsdom
import { opensInTab, startDownload, upgradeToHttps } from './start-download';

describe('startDownload', () => {
  it('opens images, PDF, mp4 and mp3 in a new tab, upgraded to https', () => {
    expect(opensInTab('报关单.PDF')).toBe(true);
    expect(opensInTab('photo.jpeg')).toBe(true);
    expect(opensInTab('carriers.xlsx')).toBe(false);
    expect(upgradeToHttps('http://files.example/a.png')).toBe('https://files.example/a.png');
    expect(upgradeToHttps('/api/bdttms/file/downloadFile?key=1')).toBe('/api/bdttms/file/downloadFile?key=1');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    startDownload('http://files.example/a.png', 'a.png');
    expect(open).toHaveBeenCalledWith('https://files.example/a.png', '_blank', 'noopener');
  });
  it('loads other files through a hidden frame started after 50 ms', () => {
    vi.useFakeTimers();
    startDownload('/api/bdttms/file/downloadFile?key=abc&name=x.xlsx', 'x.xlsx');
    expect(document.querySelector('iframe')).toBeNull();
    vi.advanceTimersByTime(50);
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('/api/bdttms/file/downloadFile?key=abc&name=x.xlsx');
    expect(frame.style.display).toBe('none');
    frame.dispatchEvent(new Event('load'));
    expect(document.querySelector('iframe')).toBeNull();
    vi.useRealTimers();
  });
});
