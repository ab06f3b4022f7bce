// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryEntitySource } from '../../data/memory-entity-source';
import { createActionRegistry } from '../../actions/index';
import { registerWidgets } from '../../../widgets/index';
import { renderEngine } from '../testing/render-engine';
import { ListPage } from './ListPage';
import { clearDictionaryCache } from '../../../widgets/dict-select/dictionary-cache';
import { carrierSchema } from '../testing/list-page-fixtures';
import { compileEntity } from '../../schema/entity-model';

beforeEach(() => clearDictionaryCache());

describe('the import dialog (a schema with `import`)', () => {
  const model = compileEntity({ ...structuredClone(carrierSchema), import: { key: ['carrierCode'], mode: 'upsert' } });
  const dictionary = { findAll: async () => [], findPage: async () => ({ list: [], total: 0, currentPage: 1, pageSize: 10 }) } as never;

  it('offers the template, previews a dry run, then runs the import and shows the counts', async () => {
    const source = createMemoryEntitySource([{ id: 1, version: 1, carrierCode: 'SF', carrierName: '顺丰', carrierType: 'express', status: '1' }]);
    const counts = { inserted: 1, updated: 1, unchanged: 0, refused: 0, refusedRows: [] };
    source.importResult = { imported: 2, errors: [], counts: { ...counts, dryRun: true } };
    const file = new File(['x'], 'carriers.xlsx');
    const downloads: string[] = [];
    renderEngine(<ListPage model={model} source={source} actions={createActionRegistry()} navigate={() => undefined} pickFile={async () => file} download={(f) => downloads.push(f.fileName)} />, { register: registerWidgets, dataQuery: dictionary });
    await screen.findByText('顺丰');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '导 入' })));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByTestId('import-template')));
    expect(downloads).toEqual(['template.xlsx']);
    await act(async () => fireEvent.click(within(dialog).getByTestId('import-choose')));
    expect(await within(dialog).findByTestId('import-preview')).toBeTruthy();
    expect(within(dialog).getByTestId('import-updated').textContent).toBe('1');
    expect(source.calls.find((c) => c.method === 'import')!.args).toEqual([file, { dryRun: true }]);
    source.importResult = { imported: 2, errors: [], counts: { ...counts, dryRun: false } };
    await act(async () => fireEvent.click(within(dialog).getByTestId('import-confirm')));
    expect(await within(dialog).findByTestId('import-result')).toBeTruthy();
    expect(source.calls.filter((c) => c.method === 'import').at(-1)!.args).toEqual([file]);
  });
});
