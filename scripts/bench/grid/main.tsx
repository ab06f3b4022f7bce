/**
 * The page scripts/bench/grid.ts serves. `?variant=engine` draws the engine's grid as the detail page does
 * (ChildGrid over the real goods schema of /entryQGDetail, an in-memory source); `?variant=antd` draws antd's
 * documented editable-table pattern ("Editable Cells": a Form per row, a cell turned into an Input on click, saved on
 * Enter into the table's data) with the same columns, all lines on one page, and the same checks on paste
 * (grid-problems.ts) shown in the cells. The script drives it through `window.__grid`.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App as AntdApp, ConfigProvider, Form, Input, Table, type FormInstance, type InputRef } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import order from '../../../schemas/customs/order-customstob.json';
import goods from '../../../schemas/customs/order-customstob-goods.json';
import { compileEntity } from '../../../engine/schema/entity-model';
import { createMemoryEntitySource } from '../../../engine/data/memory-entity-source';
import type { Row } from '../../../engine/data/entity-source';
import { createComponentRegistry } from '../../../engine/registry/components';
import { EngineProvider } from '../../../engine/render/EngineProvider';
import type { DataQueryPort } from '../../../engine/render/data-context';
import { ChildGrid } from '../../../engine/render/grid/ChildGrid';
import { gridColumns } from '../../../engine/render/grid/grid-columns';
import { parseCell } from '../../../engine/render/grid/grid-cells';
import { parseClipboard } from '../../../engine/render/grid/grid-paste';
import { createGridChecker } from '../../../engine/render/grid/grid-problems';
import type { EntitySchema, FieldSchema } from '../../../engine/schema/entity-schema';
import type { GridRow } from '../../../engine/render/grid/grid-rows';

// Room for the 2,000-line case (the real schema keeps the server's default of 1,000 lines per save).
const orderSchema = order as unknown as EntitySchema;
const ORDER = compileEntity({ ...orderSchema, children: { ...orderSchema.children, goods: { ...orderSchema.children!.goods!, maxLines: 5000 } } });
const GOODS = compileEntity(goods as unknown as EntitySchema);
const COLUMNS = gridColumns(GOODS, 'zh');
const CURRENCY = [['142', '人民币'], ['110', '港币'], ['502', '美元'], ['300', '欧元'], ['116', '日元']].map(([v, n], i) => ({ dictionaryCode: 'currency', dictionaryValue: v!, dictionaryName: n!, dictionaryOrder: i }));
const dataQuery: DataQueryPort = { findAll: async () => CURRENCY as never, findPage: async () => ({ list: [], total: 0, currentPage: 1, pageSize: 10 }) as never };
const registry = createComponentRegistry();
const variant = new URLSearchParams(location.search).get('variant') === 'antd' ? 'antd' : 'engine';
const container = document.getElementById('root')!;
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** A goods line as stored, and as a spreadsheet row (the grid's column order). */
const line = (i: number): Row => ({ id: i + 1, version: 1, orderId: 1, gNum: i + 1, itemNo: `SKU${i}`, hsCode: '3304990099', gName: `面霜 ${i + 1}`, gModel: '50ml', qty: 1 + (i % 5), unit: '011', price: 12.5, totalPrice: 12.5 * (1 + (i % 5)), currency: '142', originCountry: '日本', boxNo: `B${i >> 4}` });
export const sheetRow = (i: number) => [String(i + 1), `SKU${i}`, i % 97 === 3 ? '33049900AB' : '3304990099', `面霜 ${i + 1}`, '50ml', String(1 + (i % 5)), '011', '', '', '12.50', String(12.5 * (1 + (i % 5))), '人民币', '日本', `B${i >> 4}`].join('\t');

function Shell({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

/* ---------- the engine ---------- */

function EngineGrid({ lines }: { lines: number }) {
  const [source] = useState(() => createMemoryEntitySource(Array.from({ length: lines }, (_, i) => line(i))));
  const [orders] = useState(() => createMemoryEntitySource([{ id: 1, version: 1, orderNo: 'QG1', declareStatus: '0', feeStatus: '1', mergeStatus: '0' }]));
  return (
    <EngineProvider components={registry} dataQuery={dataQuery} language="zh" buttons="all">
      <ChildGrid header={ORDER} headerRow={orders.rows[0]!} headerSource={orders} childKey="goods" child={GOODS} source={source} onSaved={() => undefined} />
    </EngineProvider>
  );
}

/* ---------- antd's documented editable table ---------- */

const EditableContext = createContext<FormInstance | null>(null);

function EditableRow(props: React.HTMLAttributes<HTMLTableRowElement>) {
  const [form] = Form.useForm();
  return (
    <Form form={form} component={false}>
      <EditableContext.Provider value={form}>
        <tr {...props} />
      </EditableContext.Provider>
    </Form>
  );
}

interface CellProps { title: string; editable: boolean; children: ReactNode; dataIndex: string; record: Row; error?: string; handleSave(row: Row): void }

function EditableCell({ title, editable, children, dataIndex, record, error, handleSave, ...rest }: CellProps) {
  const [editing, setEditing] = useState(false);
  const inputRef = useRef<InputRef>(null);
  const form = useContext(EditableContext)!;
  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);
  const toggleEdit = () => {
    setEditing(!editing);
    form.setFieldsValue({ [dataIndex]: record[dataIndex] });
  };
  const save = async () => {
    try {
      const values = await form.validateFields();
      toggleEdit();
      handleSave({ ...record, ...values });
    } catch {
      // the Form.Item shows it
    }
  };
  const column = COLUMNS.find((c) => c.name === dataIndex);
  let node = children;
  if (editable && column) {
    node = editing ? (
      <Form.Item style={{ margin: 0 }} name={dataIndex} rules={antdRules(column.field, column.title)}>
        <Input ref={inputRef} onPressEnter={save} onBlur={save} />
      </Form.Item>
    ) : (
      <div className="editable-cell-value-wrap" style={{ paddingInlineEnd: 24, minHeight: 22, color: error ? '#ff4d4f' : undefined }} title={error} onClick={toggleEdit}>
        {children}
      </div>
    );
  }
  return <td {...rest}>{node}</td>;
}

/** The field's rules as antd's Form.Item writes them (the demo's way). */
function antdRules(field: FieldSchema, title: string) {
  return [
    ...(field.required ? [{ required: true, message: `请输入${title}` }] : []),
    ...(field.maxLength !== undefined ? [{ max: field.maxLength, message: `${title}最多 ${field.maxLength} 个字符` }] : []),
    ...(field.pattern !== undefined ? [{ pattern: new RegExp(field.pattern), message: `${title}格式不正确` }] : []),
  ];
}

type AntdRow = Row & { key: string; __errors?: Record<string, string> };
const checker = createGridChecker({ columns: COLUMNS, language: 'zh', childKey: 'goods', childTitle: '商品', unique: [['gNum']] });
const currencyChoices = CURRENCY.map((c) => ({ value: c.dictionaryValue, label: c.dictionaryName }));

function AntdGrid({ lines }: { lines: number }) {
  const [data, setData] = useState<AntdRow[]>(() => Array.from({ length: lines }, (_, i) => ({ ...line(i), key: String(i) })));
  const handleSave = (row: Row) => setData((rows) => rows.map((r) => (r.key === row.key ? { ...r, ...row } : r)));
  const columns = COLUMNS.map((c) => ({
    title: c.title, dataIndex: c.name, width: c.width,
    onCell: (record: AntdRow) => ({ record, editable: !c.readOnly, dataIndex: c.name, title: c.title, error: record.__errors?.[c.name], handleSave }),
  }));
  return (
    <div
      data-testid="antd-grid"
      tabIndex={0}
      onPaste={(event) => {
        event.preventDefault();
        // The same reading and checks as the engine's grid, so only the drawing differs.
        const cells = parseClipboard(event.clipboardData.getData('text/plain'));
        const rows: GridRow[] = cells.map((texts, i) => ({ key: `p${i}`, touched: true, values: Object.fromEntries(COLUMNS.map((c, j) => [c.name, parseCell(c, texts[j] ?? '', c.dict ? currencyChoices : c.choices)])) }));
        const problems = checker(rows, (c) => (c.dict ? currencyChoices : c.choices));
        setData(rows.map((r) => ({ ...r.values, key: r.key, __errors: problems.cells.get(r.key) })));
      }}
    >
      <div data-testid="antd-count">共 {data.length} 行</div>
      <Table<AntdRow>
        components={{ body: { row: EditableRow, cell: EditableCell } }}
        rowClassName={() => 'editable-row'}
        bordered
        size="small"
        pagination={false}
        scroll={{ x: 1700, y: 480 }}
        dataSource={data}
        columns={columns as never}
      />
    </div>
  );
}

/* ---------- what the script calls ---------- */

let root: Root | undefined;
let frames: { times: number[]; running: boolean; longTasks: number[] } | undefined;

async function waitFor(ready: () => boolean): Promise<void> {
  while (!ready()) await frame();
}
const countText = () => container.querySelector(variant === 'engine' ? '[data-testid="grid-count"]' : '[data-testid="antd-count"]')?.textContent ?? '';

(window as unknown as { __grid: unknown }).__grid = {
  variant,
  async mount(lines: number): Promise<void> {
    root?.unmount();
    root = createRoot(container);
    root.render(<Shell>{variant === 'engine' ? <EngineGrid lines={lines} /> : <AntdGrid lines={lines} />}</Shell>);
    await waitFor(() => countText() === `共 ${lines} 行`);
    await frame();
    await frame();
  },
  /** ms from the paste event to the rows checked and painted (two frames after they are in the DOM). */
  async paste(lines: number): Promise<{ ms: number; problems: string }> {
    const text = Array.from({ length: lines }, (_, i) => sheetRow(i)).join('\r\n');
    const target = container.querySelector<HTMLElement>(variant === 'engine' ? '[role="grid"]' : '[data-testid="antd-grid"]')!;
    target.focus();
    const data = new DataTransfer();
    data.setData('text/plain', text);
    const t0 = performance.now();
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await waitFor(() => countText() === `共 ${lines} 行`);
    await frame();
    await frame();
    const ms = performance.now() - t0;
    const problems = variant === 'engine' ? container.querySelector('[data-testid="grid-problem-count"]')?.textContent ?? '' : `${container.querySelectorAll('[title]').length} cells flagged`;
    return { ms, problems };
  },
  startFrames(): void {
    frames = { times: [], running: true, longTasks: [] };
    const state = frames;
    let previous = performance.now();
    const loop = (now: number) => {
      if (!state.running) return;
      state.times.push(now - previous);
      previous = now;
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    try {
      new PerformanceObserver((list) => list.getEntries().forEach((e) => state.running && state.longTasks.push(e.duration))).observe({ type: 'longtask' });
    } catch {
      // no long-task timing here
    }
  },
  async stopFrames(): Promise<{ frames: number; longestMs: number; longestTaskMs: number }> {
    await frame();
    await frame();
    const state = frames!;
    state.running = false;
    return { frames: state.times.length, longestMs: Math.max(...state.times), longestTaskMs: Math.max(0, ...state.longTasks) };
  },
};
