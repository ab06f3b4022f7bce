// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import { createMemoryEntitySource } from '../../data/memory-entity-source';
import { createActionRegistry } from '../../actions/index';
import { renderEngine } from '../testing/render-engine';
import { sysparamSchema, params } from '../testing/list-page-fixtures';
import { ListPage, type ListPanelProps } from './ListPage';

/** A panel widget that shows its prop and keeps the list's refresh for the test. */
let panelApi: ListPanelProps['list'] | undefined;
function Counter({ label, list }: ListPanelProps & { label: string }) {
  panelApi = list;
  return <p data-testid="panel-label">{label}</p>;
}

function withPanel(component: string): EntitySchema {
  return { ...sysparamSchema, list: { ...sysparamSchema.list, panel: { 'x-component': component, 'x-component-props': { label: 'scan here' } } } };
}

describe('ListPage list.panel', () => {
  it('draws the registered widget above the filter form with its props, and lets it refresh the list', async () => {
    const source = createMemoryEntitySource(params(3));
    const list = vi.spyOn(source, 'list');
    renderEngine(<ListPage model={compileEntity(withPanel('Counter'))} source={source} actions={createActionRegistry()} navigate={() => undefined} />, {
      register: (registry) => registry.register('Counter', Counter),
    });
    expect(screen.getByTestId('panel-label').textContent).toBe('scan here');
    const panel = screen.getByTestId('list-panel');
    expect(panel.compareDocumentPosition(screen.getByRole('search')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await screen.findByText('key01');
    const calls = list.mock.calls.length;
    act(() => panelApi!.refresh());
    await waitFor(() => expect(list.mock.calls.length).toBe(calls + 1));
  });

  it('says so instead of failing when the panel names no registered widget (a bad override)', async () => {
    const model = compileEntity(withPanel('Nope'));
    renderEngine(<ListPage model={model} source={createMemoryEntitySource(params(1))} actions={createActionRegistry()} navigate={() => undefined} />);
    expect(screen.getByText('Unknown component "Nope"')).toBeTruthy();
    expect(await screen.findByText('key01')).toBeTruthy();
  });

  it('draws no panel when the schema has none', async () => {
    const model = compileEntity(sysparamSchema);
    renderEngine(<ListPage model={model} source={createMemoryEntitySource(params(1))} actions={createActionRegistry()} navigate={() => undefined} />);
    await screen.findByText('key01');
    expect(screen.queryByTestId('list-panel')).toBeNull();
  });
});
