// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';
import { FullScreenToggle } from './FullScreenToggle';

/** Gives jsdom's document a working Fullscreen API for one test; returns the spies. */
function installFullscreenApi() {
  let element: Element | null = null;
  const change = (next: Element | null) => {
    element = next;
    document.dispatchEvent(new Event('fullscreenchange'));
    return Promise.resolve();
  };
  const request = vi.fn(function (this: Element) {
    return change(this);
  });
  const exit = vi.fn(() => change(null));
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
  Object.defineProperty(document.documentElement, 'requestFullscreen', { configurable: true, value: request });
  return { request, exit };
}

function removeFullscreenApi() {
  for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen']) delete (document as unknown as Record<string, unknown>)[key];
  delete (document.documentElement as unknown as Record<string, unknown>).requestFullscreen;
}

describe('FullScreenToggle', () => {
  afterEach(removeFullscreenApi);

  it("warns 'you browser can not work' where full screen is not supported", async () => {
    const shell = renderShell(<FullScreenToggle />, { language: 'en' });
    await shell.user.click(screen.getByTestId('fullscreen-toggle'));
    expect(await screen.findByText('you browser can not work')).toBeTruthy();
  });

  it('shows the same warning text in Chinese', async () => {
    const shell = renderShell(<FullScreenToggle />, { language: 'zh' });
    await shell.user.click(screen.getByTestId('fullscreen-toggle'));
    expect(await screen.findByText('you browser can not work')).toBeTruthy();
  });

  it('enters and leaves full screen, the button following the state', async () => {
    const api = installFullscreenApi();
    const shell = renderShell(<FullScreenToggle />, { language: 'en' });
    const button = screen.getByTestId('fullscreen-toggle');
    expect(button.getAttribute('aria-label')).toBe('Full screen');
    await shell.user.click(button);
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-label')).toBe('Exit full screen');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await shell.user.click(button);
    expect(api.exit).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-label')).toBe('Full screen');
    expect(screen.queryByText('you browser can not work')).toBeNull();
  });

  it('follows the browser leaving full screen by itself (Esc)', async () => {
    installFullscreenApi();
    const shell = renderShell(<FullScreenToggle />, { language: 'en' });
    await shell.user.click(screen.getByTestId('fullscreen-toggle'));
    expect(screen.getByTestId('fullscreen-toggle').getAttribute('aria-label')).toBe('Exit full screen');
    await act(async () => {
      await document.exitFullscreen();
    });
    expect(screen.getByTestId('fullscreen-toggle').getAttribute('aria-label')).toBe('Full screen');
  });
});
