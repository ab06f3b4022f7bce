/**
 * The page scripts/bench/list-render.ts serves: `?variant=engine` draws the engine's ListPage for the sysparam schema
 * (pageSize `?rows=`, 10,000 by default, so virtual rows) over the in-memory source; `?variant=antd` draws a hand-written virtual antd
 * Table with the same columns and rows. Each run mounts a fresh tree, then times from just before the data is set
 * (engine: the held `list` call is released; antd: setRows) to two animation frames after the rows are in the DOM.
 * One warm-up run, then RUNS timed runs, then a programmatic scroll of the virtual list, measuring frame times.
 * The result goes to `window.__benchResult`.
 */
import { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App as AntdApp, Button, ConfigProvider, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import zhCN from 'antd/locale/zh_CN';
import sysparam from '../../../schemas/admin/sysparam.json';
import { compileEntity } from '../../../engine/schema/entity-model';
import type { EntitySchema } from '../../../engine/schema/entity-schema';
import { createMemoryEntitySource } from '../../../engine/data/memory-entity-source';
import type { Row } from '../../../engine/data/entity-source';
import { createActionRegistry } from '../../../engine/actions/index';
import { createComponentRegistry } from '../../../engine/registry/components';
import { registerWidgets } from '../../../widgets/index';
import { EngineProvider } from '../../../engine/render/EngineProvider';
import { emptyDataQuery } from '../../../engine/render/testing/render-engine';
import { ListPage } from '../../../engine/render/list/ListPage';
import type { SettingsStore } from '../../../engine/render/list/column-settings';

const params = new URLSearchParams(location.search);
/** How many rows (`?rows=`): the script runs 10,000 and 100,000. */
const ROWS = Number(params.get('rows') || 10_000);
const variant = params.get('variant') === 'antd' ? 'antd' : 'engine';
const RUNS = Number(params.get('runs') || 5);
const SCROLL_FRAMES = Number(params.get('scrollFrames') || 120);
const SCROLL_STEP = Number(params.get('scrollStep') || 240);

/** Rows as the sysparam list shows them, already in the schema's default order (paramKey ascending). */
const rows: Row[] = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  version: 1,
  paramName: `参数名称${i + 1}`,
  paramKey: `key${String(i + 1).padStart(5, '0')}`,
  paramValue: `value-${i + 1}-${'x'.repeat(i % 40)}`,
  remark: i % 3 === 0 ? `备注${i + 1}` : null,
}));

const schema = { ...(sysparam as unknown as EntitySchema) };
schema.list = { ...schema.list, pageSize: ROWS };
const model = compileEntity(schema);
const registry = createComponentRegistry();
registerWidgets(registry);
const actions = createActionRegistry();
const settings: SettingsStore = { load: async () => null, save: async () => undefined };

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const container = document.getElementById('root')!;
const tableRows = () => container.querySelectorAll('.ant-table-tbody-virtual .ant-table-row').length;
const loadingShown = () => !!container.querySelector('.ant-spin-spinning');

/** Resolves once the virtual body holds rows and no spinner is shown (checked on every DOM change). */
function rowsInDom(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => tableRows() > 0 && !loadingShown();
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  });
}

/** Resolves once the tree has drawn its empty (loading) state, so the timed part is only data-to-paint. */
async function settled(ready: () => boolean): Promise<void> {
  while (!ready()) await frame();
  await frame();
  await frame();
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

/* ---------- the hand-written antd page ---------- */

let setAntdRows: ((next: Row[]) => void) | undefined;

const antdColumns: ColumnsType<Row> = [
  { key: 'paramName', dataIndex: 'paramName', title: '参数名称', width: 160 },
  { key: 'paramKey', dataIndex: 'paramKey', title: '参数键', width: 160, sorter: true, sortOrder: 'ascend' },
  { key: 'paramValue', dataIndex: 'paramValue', title: '参数值', width: 160, ellipsis: true },
  { key: 'remark', dataIndex: 'remark', title: '备注', width: 160, render: (value: unknown) => (value == null ? '' : String(value)) },
  {
    key: '__actions',
    title: '操作',
    fixed: 'right',
    width: 180,
    render: () => (
      <Space size={0}>
        <Button type="link" size="small">编辑</Button>
        <Button type="link" size="small">删除</Button>
      </Space>
    ),
  },
];

function AntdPage() {
  const [data, setData] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<React.Key[]>([]);
  useEffect(() => {
    setAntdRows = (next) => {
      setData(next);
      setLoading(false);
    };
    return () => void (setAntdRows = undefined);
  }, []);
  return (
    <div>
      <Space wrap style={{ margin: '8px 0' }}>
        <Button type="primary">新增</Button>
        <Button>导出</Button>
        <Button>导出Word</Button>
        <Button>导出PDF</Button>
        <Button>批量删除</Button>
      </Space>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={antdColumns}
        dataSource={data}
        loading={loading}
        virtual
        scroll={{ x: 820, y: 560 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys) }}
        pagination={{ current: 1, pageSize: ROWS, total: data.length, showSizeChanger: true, pageSizeOptions: ['10', '20', '50', '100', '500'], showTotal: (total) => `共 ${total} 条` }}
      />
    </div>
  );
}

/* ---------- one run ---------- */

async function run(): Promise<number> {
  const root: Root = createRoot(container);
  let t0: number;
  if (variant === 'engine') {
    const source = createMemoryEntitySource(rows, { like: ['paramName'] });
    const release = source.holdNext('list');
    root.render(
      <Shell>
        <EngineProvider components={registry} dataQuery={emptyDataQuery} language="zh" buttons="all">
          <ListPage model={model} source={source} actions={actions} navigate={() => undefined} settings={settings} />
        </EngineProvider>
      </Shell>,
    );
    await settled(() => source.calls.some((call) => call.method === 'list') && !!container.querySelector('.ant-table'));
    t0 = performance.now();
    release();
  } else {
    root.render(
      <Shell>
        <AntdPage />
      </Shell>,
    );
    await settled(() => !!setAntdRows && !!container.querySelector('.ant-table'));
    t0 = performance.now();
    setAntdRows!(rows);
  }
  await rowsInDom();
  await frame();
  await frame();
  const elapsed = performance.now() - t0;
  (window as unknown as { __lastRoot?: Root }).__lastRoot = root;
  return elapsed;
}

async function scroll(): Promise<{ frames: number; averageMs: number; worstMs: number; over20Ms: number; scrolledPx: number; lastRowKey: string | null }> {
  const holder = container.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!;
  const times: number[] = [];
  let previous = await frame();
  for (let i = 0; i < SCROLL_FRAMES; i++) {
    holder.scrollTop += SCROLL_STEP;
    const now = await frame();
    times.push(now - previous);
    previous = now;
  }
  const rowsShown = container.querySelectorAll('.ant-table-tbody-virtual .ant-table-row');
  return {
    frames: times.length,
    averageMs: times.reduce((a, b) => a + b, 0) / times.length,
    worstMs: Math.max(...times),
    over20Ms: times.filter((t) => t > 20).length,
    scrolledPx: holder.scrollTop,
    lastRowKey: rowsShown[rowsShown.length - 1]?.getAttribute('data-row-key') ?? null,
  };
}

async function main() {
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const elapsed = await run();
    if (i > 0) times.push(elapsed);
    if (i < RUNS) {
      (window as unknown as { __lastRoot: Root }).__lastRoot.unmount();
      await frame();
    }
  }
  const rendered = tableRows();
  const scrolling = await scroll();
  (window as unknown as { __benchResult: unknown }).__benchResult = { variant, warmup: 1, times, renderedRows: rendered, scroll: scrolling };
}

main().catch((error: unknown) => {
  (window as unknown as { __benchResult: unknown }).__benchResult = { variant, error: error instanceof Error ? `${error.message}\n${error.stack}` : String(error) };
});
