/**
 * Fixtures of the list page's component tests: the sysparam and carrier models, rows, a memory settings store, and
 * a render of the whole ListPage over the in-memory source with the widgets registered.
 */
import { screen, within } from '@testing-library/react';
import sysparam from '../../../schemas/admin/sysparam.json';
import carrier from '../../../schemas/base/carrier.json';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import { createMemoryEntitySource, type MemoryEntitySource } from '../../data/memory-entity-source';
import type { ListParams, Row } from '../../data/entity-source';
import { createActionRegistry } from '../../actions/index';
import type { AllowedButtons } from '../../actions/buttons-context';
import { registerWidgets } from '../../../widgets/index';
import type { Language } from '../localize';
import { renderEngine } from './render-engine';
import type { SettingsStore } from '../list/column-settings';
import { ListPage } from '../list/ListPage';

export const sysparamSchema = sysparam as unknown as EntitySchema;
export const carrierSchema = carrier as unknown as EntitySchema;

export const sysparamModel = compileEntity(sysparamSchema);
export const carrierModel = compileEntity(carrierSchema);

export const params = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, version: 1, paramName: `名称${i + 1}`, paramKey: `key${String(i + 1).padStart(2, '0')}`, paramValue: `v${i + 1}`, remark: i === 0 ? '备注一' : null }));

export function memorySettings(initial: Record<string, unknown> = {}) {
  const saved: Record<string, unknown> = { ...initial };
  const store: SettingsStore = { load: async (key) => saved[key] ?? null, save: async (key, value) => void (saved[key] = value) };
  return { store, saved };
}

export interface Setup {
  rows?: Row[];
  source?: MemoryEntitySource;
  buttons?: AllowedButtons;
  language?: Language;
  settings?: SettingsStore;
  model?: typeof sysparamModel;
  /** What the page's query string gave (urlFilterValues): form filters and link filters. */
  initialFilters?: Record<string, unknown>;
}

export function renderList({ rows = params(3), source, buttons = 'all', language = 'zh', settings, model = sysparamModel, initialFilters }: Setup = {}) {
  const data = source ?? createMemoryEntitySource(rows, { like: ['paramName', 'carrierName'] });
  const navigated: string[] = [];
  const downloads: string[] = [];
  const view = renderEngine(
    <ListPage model={model} source={data} actions={createActionRegistry()} navigate={(path) => navigated.push(path)} settings={settings} download={(file) => downloads.push(file.fileName)} initialFilters={initialFilters} />,
    { buttons, language, register: registerWidgets },
  );
  return { ...view, source: data, navigated, downloads };
}

export const lastList = (source: MemoryEntitySource) => source.calls.filter((c) => c.method === 'list').at(-1)!.args[0] as ListParams;
export const table = () => screen.getByTestId('schema-list');
export const headers = () => [...table().querySelectorAll('thead th')].map((th) => th.textContent?.trim()).filter(Boolean);
export const dialog = () => screen.getByRole('dialog');
/** Waits for the form dialog (its code and its grid load on first use) and its inputs. */
export async function formDialog(): Promise<HTMLElement> {
  const found = await screen.findByRole('dialog');
  await within(found).findAllByRole('textbox');
  return found;
}
