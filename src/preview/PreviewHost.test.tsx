// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { PreviewHost, type PreviewTarget } from './PreviewHost';
import { createPreviewStore, usePreviewing, type PreviewStore } from './preview-store';
import { stubMatchMedia } from '../test/render-shell';

/** An app page standing in for the App root: hidden while previewing. */
function Page({ store }: { store: PreviewStore }) {
  const previewing = usePreviewing(store);
  return <main hidden={previewing}>the app</main>;
}

/**
 * The host listens on a stand-in for a framed window: its parent is this window, so messages dispatched with
 * `source: window` come "from the parent", with the origin a browser would give them.
 */
function setup(allowed: string[] = []) {
  stubMatchMedia();
  const framed = Object.assign(new EventTarget(), { parent: window, location: { origin: 'http://localhost:3000' } });
  const store = createPreviewStore();
  const loadOrigins = vi.fn(async () => allowed);
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Page store={store} />
      <PreviewHost store={store} target={framed as unknown as PreviewTarget} loadOrigins={loadOrigins} />
    </ConfigProvider>,
  );
  const send = (data: unknown, origin = 'http://localhost:3000', source: Window | null = window) =>
    act(async () => {
      framed.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { send, store, loadOrigins };
}

const MESSAGE = { type: 'refreshFrame', data: { html: '<h1>Offer</h1>', css: 'h1{color:red}', js: 'document.body.dataset.ran = "yes"', scripts: [] } };

describe('PreviewHost', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows a refreshFrame message from the parent in a sandboxed frame, hiding the app', async () => {
    const { send } = setup();
    expect(screen.getByText('the app').hidden).toBe(false);
    await send(MESSAGE, 'http://localhost:3000');
    const frame = await screen.findByTestId('preview-frame');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Offer</h1>');
    expect(frame.getAttribute('srcdoc')).toContain('<style>h1{color:red}</style>');
    expect(screen.getByText('the app', { selector: 'main' }).hidden).toBe(true);
  });

  it('allows a configured origin, and ignores others, other windows and malformed messages', async () => {
    const { send } = setup(['https://cms.example.com']);
    await send(MESSAGE, 'https://evil.example');
    await send(MESSAGE, 'https://cms.example.com', null);
    await send({ type: 'refreshFrame', data: { html: 1 } }, 'https://cms.example.com');
    expect(screen.queryByTestId('preview-frame')).toBeNull();
    expect(screen.getByText('the app').hidden).toBe(false);
    await send(MESSAGE, 'https://cms.example.com');
    expect(await screen.findByTestId('preview-frame')).toBeTruthy();
  });

  it('does nothing, not even read the configuration, when the app is not in a frame', async () => {
    stubMatchMedia();
    const top = Object.assign(new EventTarget(), { location: { origin: 'http://localhost:3000' } }) as EventTarget & { parent?: unknown };
    top.parent = top;
    const loadOrigins = vi.fn(async () => []);
    render(<PreviewHost store={createPreviewStore()} target={top as unknown as PreviewTarget} loadOrigins={loadOrigins} />);
    await act(async () => {
      top.dispatchEvent(new MessageEvent('message', { data: MESSAGE, origin: 'http://localhost:3000', source: window }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(loadOrigins).not.toHaveBeenCalled();
    expect(screen.queryByTestId('preview-frame')).toBeNull();
  });

  it('reads the configured origins once, and closing the dialog brings the app back', async () => {
    const { send, loadOrigins } = setup();
    await send(MESSAGE);
    await send({ ...MESSAGE, data: { html: '<h1>Second</h1>' } });
    expect(loadOrigins).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('preview-frame').getAttribute('srcdoc')).toContain('Second'));
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.getByText('the app').hidden).toBe(false));
  });
});
