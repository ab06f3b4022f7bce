// @vitest-environment jsdom
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider, Modal } from 'antd';
import { AntdAppApis } from '../../engine/render/AntdAppApis';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ConfirmModal } from './ConfirmModal';
import { confirmAction, type ConfirmModalApi } from './confirm';

beforeAll(async () => {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
  });
  // Widgets depend on the engine only: a bare i18next in English is all the dialog needs.
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
});

/** jsdom never ends a CSS transition: without motion a closed dialog leaves the page at once. */
const NO_MOTION = { token: { motion: false } };

const pressEsc = () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape', keyCode: 27 });
const clickOutside = () => {
  const wrap = document.querySelector('.ant-modal-wrap')!;
  fireEvent.mouseDown(wrap);
  fireEvent.mouseUp(wrap);
  fireEvent.click(wrap);
};

function Harness({ onConfirm = () => undefined, onCancel = () => undefined }: { onConfirm?: () => void; onCancel?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfigProvider theme={NO_MOTION}>
      <App>
        <AntdAppApis>
          <ConfirmModal open={open} title="Delete 3 rows?" onConfirm={() => (onConfirm(), setOpen(false))} onCancel={() => (onCancel(), setOpen(false))}>
            This cannot be undone.
          </ConfirmModal>
        </AntdAppApis>
      </App>
    </ConfigProvider>
  );
}

describe('ConfirmModal', () => {
  it('an ordinary antd dialog does close on Esc and on a click outside (the events below reach it)', async () => {
    function Plain() {
      const [open, setOpen] = useState(true);
      return <ConfigProvider theme={NO_MOTION}><Modal open={open} title="Plain" destroyOnHidden onCancel={() => setOpen(false)}>body</Modal></ConfigProvider>;
    }
    const first = render(<Plain />);
    pressEsc();
    await waitFor(() => expect(screen.queryByText('Plain')).toBeNull());
    first.unmount();
    render(<Plain />);
    clickOutside();
    await waitFor(() => expect(screen.queryByText('Plain')).toBeNull());
  });

  it('stays open when Esc is pressed', async () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    pressEsc();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Delete 3 rows?')).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('stays open on a click outside, and has no close icon', async () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    clickOutside();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('This cannot be undone.')).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });

  it('confirms and cancels through its buttons', async () => {
    const onConfirm = vi.fn();
    const first = render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Delete 3 rows?')).toBeNull());
    first.unmount();
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('confirmAction', () => {
  function modalApi(): ConfirmModalApi {
    let api: ConfirmModalApi | undefined;
    function Grab() {
      api = App.useApp().modal;
      return null;
    }
    render(<ConfigProvider theme={NO_MOTION}><App><Grab /></App></ConfigProvider>);
    return api!;
  }

  it('resolves true when the person confirms', async () => {
    const modal = modalApi();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmAction({ title: 'Release the bill?', content: 'It goes to customs.', modal });
    });
    expect(await screen.findByText('It goes to customs.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when the person cancels', async () => {
    const modal = modalApi();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmAction({ title: 'Release the bill?', okText: 'Release', cancelText: 'Not now', modal });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await expect(answer).resolves.toBe(false);
  });

  it('neither closes nor answers on Esc or a click outside', async () => {
    const modal = modalApi();
    const settled = vi.fn();
    act(() => {
      void confirmAction({ title: 'Delete?', danger: true, modal }).then(settled);
    });
    await screen.findAllByText('Delete?');
    pressEsc();
    clickOutside();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Delete?').length).toBeGreaterThan(0);
    expect(settled).not.toHaveBeenCalled();
  });

  it('works with antd’s static Modal when no modal API is given', async () => {
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmAction({ title: 'Static?' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
  });
});
