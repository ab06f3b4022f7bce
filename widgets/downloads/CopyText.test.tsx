// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { AntdAppApis } from '../../engine/render/AntdAppApis';
import { LanguageProvider } from '../../engine/render/language-context';
import type { Language } from '../../engine/render/localize';
import { stubMatchMedia } from '../../src/test/render-shell';
import { createComponentRegistry } from '../../engine/registry/components';
import { registerWidgets } from '../index';
import { CopyText, CopyTextBase, COPY_SUCCESS_SECONDS } from './CopyText';
import type { ClipboardEnv } from './copy-to-clipboard';

function renderCopy(clipboard: ClipboardEnv, language: Language = 'en', props: { text?: string } = {}) {
  stubMatchMedia();
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <AntdAppApis>
          <LanguageProvider value={language}>
            <CopyTextBase value="SF1234567890" clipboard={clipboard} {...props} />
          </LanguageProvider>
        </AntdAppApis>
      </App>
    </ConfigProvider>,
  );
}

describe('CopyText', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('copies the value and says "Copy successfully" for 1500 ms', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderCopy({ clipboard: { writeText }, document });
    expect(screen.getByText('SF1234567890')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copy successfully')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('SF1234567890');
    expect(COPY_SUCCESS_SECONDS * 1000).toBe(1500);
  });

  it('passes 1.5 seconds to the success message', async () => {
    const success = vi.fn();
    vi.spyOn(App, 'useApp').mockReturnValue({ message: { success, error: vi.fn() } } as unknown as ReturnType<typeof App.useApp>);
    renderCopy({ clipboard: { writeText: vi.fn().mockResolvedValue(undefined) }, document });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Copy successfully', 1.5));
  });

  it('says "Copy failed" as an error when nothing could be copied (the same words in Chinese)', async () => {
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    renderCopy({ document }, 'zh', { text: 'other text' });
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    const notice = await screen.findByText('Copy failed');
    expect(notice.closest('.ant-message-notice-content, .ant-message-custom-content')?.className ?? '').toMatch(/error/);
  });

  it('says Copy successfully in Chinese too, copying the text prop rather than the value', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderCopy({ clipboard: { writeText }, document }, 'zh', { text: 'https://track.example/SF1234567890' });
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText('Copy successfully')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://track.example/SF1234567890');
  });

  it('is registered by widgets/index.ts as CopyText, its code loaded when first drawn', async () => {
    const registry = createComponentRegistry();
    registerWidgets(registry);
    const Registered = registry.get('CopyText')!;
    expect(Registered).not.toBe(CopyText);
    stubMatchMedia();
    render(
      <LanguageProvider value="en">
        <Registered value="SF1234567890" />
      </LanguageProvider>,
    );
    expect(await screen.findByText('SF1234567890')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
