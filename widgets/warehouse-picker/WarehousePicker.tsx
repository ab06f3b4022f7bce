import { useEffect, useState } from 'react';
import { Empty, Modal, Spin, type ModalFuncProps } from 'antd';
import { useAppApis } from '../../engine/render/app-apis';
import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import type { DataQuery } from '../../engine/data/data-query';
import { isPickable, tileWidth, UNDER_CONSTRUCTION_MESSAGE, WAREHOUSE_QUERY, type WarehouseItem } from './warehouse-tiles';

/** Where the warehouses come from: the app's generic data query (only findAll is used). */
export type WarehouseSource = Pick<DataQuery, 'findAll'>;

const TEXTS = {
  zh: { title: '选择仓库', empty: '暂无仓库' },
  en: { title: 'Choose a warehouse', empty: 'No warehouses' },
};

function useTexts() {
  const { i18n } = useTranslation();
  return i18n.language === 'zh' ? TEXTS.zh : TEXTS.en;
}

/** The app's themed message API (antd's static one outside the app). */
function useErrorMessage(): (text: string) => void {
  const { message } = useAppApis();
  return (text) => void message.error(text);
}

export interface WarehouseTilesProps {
  source: WarehouseSource;
  /** Called with the chosen warehouse; only items with a dictionaryOrder value get here. */
  onPick(item: WarehouseItem): void;
}

/**
 * The tiles of the warehouse picker (spec 01 §2, shared widget 1): one per item of the wmsStash dictionary, showing
 * its dictionaryName, 25% wide each from 4 tiles on, else an equal share. A tile without a dictionaryOrder value
 * shows 'under construction, stay tuned' instead of picking.
 */
export function WarehouseTiles({ source, onPick }: WarehouseTilesProps) {
  const texts = useTexts();
  const showError = useErrorMessage();
  const [items, setItems] = useState<WarehouseItem[] | undefined>();
  useEffect(() => {
    let cancelled = false;
    // A failed lookup is told by the HTTP client (spec 01 §8: dictionary errors show the server message).
    source.findAll<WarehouseItem>({ qid: WAREHOUSE_QUERY.qid, filters: { ...WAREHOUSE_QUERY.filters } })
      .then((rows) => !cancelled && setItems(Array.isArray(rows) ? rows : []))
      .catch(() => !cancelled && setItems([]));
    return () => {
      cancelled = true;
    };
  }, [source]);

  if (!items) return <Spin style={{ display: 'block', padding: 24 }} data-testid="warehouse-loading" />;
  if (items.length === 0) return <Empty description={texts.empty} data-testid="warehouse-empty" />;
  const width = tileWidth(items.length);
  const choose = (item: WarehouseItem) => (isPickable(item) ? onPick(item) : showError(UNDER_CONSTRUCTION_MESSAGE));
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap' }} data-testid="warehouse-tiles">
      {items.map((item) => (
        <div key={item.dictionaryValue} style={{ width, padding: 6, boxSizing: 'border-box' }} data-testid={`warehouse-tile-${item.dictionaryValue}`}>
          <button
            type="button"
            onClick={() => choose(item)}
            aria-disabled={!isPickable(item)}
            style={{
              width: '100%', minHeight: 72, border: '1px solid #d9d9d9', borderRadius: 6, background: isPickable(item) ? '#fff' : '#fafafa',
              color: isPickable(item) ? 'inherit' : '#999', cursor: isPickable(item) ? 'pointer' : 'not-allowed', display: 'flex', flexDirection: 'column',
              alignItems: 'center', justifyContent: 'center', gap: 6, padding: 8,
            }}
          >
            <HomeOutlined style={{ fontSize: 20 }} />
            <span>{item.dictionaryName}</span>
          </button>
        </div>
      ))}
    </div>
  );
}

export interface WarehousePickerProps {
  open: boolean;
  source: WarehouseSource;
  /** A valid pick: the chosen warehouse. The picker then closes (onClose). */
  onPick(item: WarehouseItem): void;
  /** Closing: after a valid pick, or when the person cancels. */
  onClose(): void;
  title?: string;
}

/** The warehouse picker as a dialog: a valid pick emits the choice and closes. */
export function WarehousePicker({ open, source, onPick, onClose, title }: WarehousePickerProps) {
  const texts = useTexts();
  return (
    <Modal open={open} title={title ?? texts.title} footer={null} onCancel={onClose} destroyOnHidden width={640} data-testid="warehouse-picker">
      <WarehouseTiles
        source={source}
        onPick={(item) => {
          onPick(item);
          onClose();
        }}
      />
    </Modal>
  );
}

/** The part of antd's modal API the imperative picker needs (`useAppApis().modal`, or the static `Modal`). */
export interface ModalApi {
  confirm(props: ModalFuncProps): { destroy(): void };
}

export interface PickWarehouseOptions {
  source: WarehouseSource;
  title?: string;
  /**
   * Runs synchronously inside the tile's click, before the promise resolves: the place to do what needs the
   * person's gesture (opening a window, say).
   */
  onPick?(item: WarehouseItem): void;
}

/**
 * Opens the warehouse picker and resolves with the chosen warehouse, or undefined when the person closes it.
 * @example const warehouse = await pickWarehouse(useAppApis().modal, { source: dataQuery });
 */
export function pickWarehouse(modal: ModalApi, options: PickWarehouseOptions): Promise<WarehouseItem | undefined> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (item: WarehouseItem | undefined) => {
      if (settled) return;
      settled = true;
      resolve(item);
    };
    const language = i18next.language === 'zh' ? 'zh' : 'en';
    const instance = modal.confirm({
      title: options.title ?? TEXTS[language].title,
      icon: null,
      closable: true,
      maskClosable: true,
      footer: null,
      width: 640,
      content: (
        <WarehouseTiles
          source={options.source}
          onPick={(item) => {
            options.onPick?.(item);
            settle(item);
            instance.destroy();
          }}
        />
      ),
      onCancel: () => settle(undefined),
      afterClose: () => settle(undefined),
    });
  });
}
