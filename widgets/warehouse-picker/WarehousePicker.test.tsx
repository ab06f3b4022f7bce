// @vitest-environment jsdom
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { AntdAppApis } from '../../engine/render/AntdAppApis';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickWarehouse, WarehousePicker, type ModalApi } from './WarehousePicker';
import type { WarehouseItem } from './warehouse-tiles';

beforeAll(async () => {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
  });
  // Widgets depend on the engine only: a bare i18next in English is all the picker needs.
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
});

const FOUR: WarehouseItem[] = [
  { dictionaryValue: 'SZWH', dictionaryName: '深圳仓', dictionaryOrder: 1 },
  { dictionaryValue: 'HKWH', dictionaryName: '香港仓', dictionaryOrder: 2 },
  { dictionaryValue: 'DGWH', dictionaryName: '东莞仓', dictionaryOrder: 3 },
  { dictionaryValue: 'GZWH', dictionaryName: '广州仓（建设中）', dictionaryOrder: null },
];

/** jsdom never ends a CSS transition: without motion a closed dialog leaves the page at once. */
const NO_MOTION = { token: { motion: false } };

function sourceOf(items: WarehouseItem[]) {
  return { findAll: vi.fn().mockResolvedValue(items) };
}

/** The picker in a page that opens it and shows what was picked. */
function Harness({ source }: { source: ReturnType<typeof sourceOf> }) {
  const [open, setOpen] = useState(true);
  const [picked, setPicked] = useState<string>('none');
  return (
    <ConfigProvider theme={NO_MOTION}>
      <App>
        <AntdAppApis>
          <p data-testid="picked">{picked}</p>
          <WarehousePicker open={open} source={source} onPick={(item) => setPicked(item.dictionaryValue)} onClose={() => setOpen(false)} />
        </AntdAppApis>
      </App>
    </ConfigProvider>
  );
}

describe('WarehousePicker', () => {
  it('asks the dictionary list of wmsStash and shows one tile per item with its name', async () => {
    const source = sourceOf(FOUR);
    render(<Harness source={source} />);
    expect(await screen.findByText('深圳仓')).toBeTruthy();
    expect(source.findAll).toHaveBeenCalledWith({ qid: 'FIND_BASE_DICTIONARY_DETAIL', filters: { dictionaryCode: 'wmsStash' } });
    for (const name of ['香港仓', '东莞仓', '广州仓（建设中）']) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.getByText('Choose a warehouse')).toBeTruthy();
  });

  it('gives each of 4 or more tiles 25% of the width', async () => {
    render(<Harness source={sourceOf(FOUR)} />);
    await screen.findByText('深圳仓');
    for (const item of FOUR) expect(screen.getByTestId(`warehouse-tile-${item.dictionaryValue}`).style.width).toBe('25%');
  });

  it('gives each of 2 tiles half the width', async () => {
    render(<Harness source={sourceOf(FOUR.slice(0, 2))} />);
    await screen.findByText('深圳仓');
    expect(screen.getByTestId('warehouse-tile-SZWH').style.width).toBe('50%');
    expect(screen.getByTestId('warehouse-tile-HKWH').style.width).toBe('50%');
  });

  it('shows "under construction, stay tuned" for a tile without an order value, and stays open', async () => {
    render(<Harness source={sourceOf(FOUR)} />);
    fireEvent.click(await screen.findByText('广州仓（建设中）'));
    expect(await screen.findByText('under construction, stay tuned')).toBeTruthy();
    expect(screen.getByTestId('picked').textContent).toBe('none');
    expect(screen.getByText('深圳仓')).toBeTruthy();
  });

  it('emits a valid pick and closes', async () => {
    render(<Harness source={sourceOf(FOUR)} />);
    fireEvent.click(await screen.findByText('香港仓'));
    expect(screen.getByTestId('picked').textContent).toBe('HKWH');
    await waitFor(() => expect(screen.queryByText('深圳仓')).toBeNull());
    expect(screen.queryByText('under construction, stay tuned')).toBeNull();
  });

  it('says so when the dictionary has no warehouse', async () => {
    render(<Harness source={sourceOf([])} />);
    expect(await screen.findByText('No warehouses')).toBeTruthy();
  });
});

describe('pickWarehouse', () => {
  function withModal(): { modal: () => ModalApi } {
    let api: ModalApi | undefined;
    function Grab() {
      api = App.useApp().modal;
      return null;
    }
    render(<ConfigProvider theme={NO_MOTION}><App><Grab /></App></ConfigProvider>);
    return { modal: () => api! };
  }

  it('resolves with the chosen warehouse, running onPick inside the click first', async () => {
    const { modal } = withModal();
    const onPick = vi.fn();
    let result: Promise<WarehouseItem | undefined>;
    act(() => {
      result = pickWarehouse(modal(), { source: sourceOf(FOUR), onPick });
    });
    fireEvent.click(await screen.findByText('东莞仓'));
    expect(onPick).toHaveBeenCalledWith(FOUR[2]);
    await expect(result!).resolves.toEqual(FOUR[2]);
    await waitFor(() => expect(screen.queryByText('深圳仓')).toBeNull());
  });

  it('does not resolve on a tile without an order value', async () => {
    const { modal } = withModal();
    const settled = vi.fn();
    act(() => {
      void pickWarehouse(modal(), { source: sourceOf(FOUR) }).then(settled);
    });
    fireEvent.click(await screen.findByText('广州仓（建设中）'));
    // The dialog's content is outside any app provider here: its toast is antd's static message, fetched on first use.
    expect(await screen.findByText('under construction, stay tuned', undefined, { timeout: 5000 })).toBeTruthy();
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
  });

  it('resolves undefined when the person closes it', async () => {
    const { modal } = withModal();
    let result: Promise<WarehouseItem | undefined>;
    act(() => {
      result = pickWarehouse(modal(), { source: sourceOf(FOUR) });
    });
    await screen.findByText('深圳仓');
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await expect(result!).resolves.toBeUndefined();
  });
});
