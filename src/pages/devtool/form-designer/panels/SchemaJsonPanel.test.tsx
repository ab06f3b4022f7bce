// @vitest-environment jsdom
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { renderShell } from '../../../../test/render-shell';
import { loadEntityFiles } from '../../../../../schemas/load-entity-files';
import { SchemaJsonPanel } from './SchemaJsonPanel';

const carrier = loadEntityFiles().map(({ json }) => json as Record<string, any>).find((schema) => schema.id === 'base.carrier')!;

const editorView = () => EditorView.findFromDOM(screen.getByTestId('schema-json-editor').querySelector('.cm-editor') as HTMLElement)!;

// CodeMirror measures text ranges, which jsdom does not lay out.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

describe('SchemaJsonPanel', () => {
  it('lists a meta-schema problem at its line, and passes a parsed edit up', async () => {
    const schema = structuredClone(carrier);
    schema.fields.carrierCode.maxLength = 'twenty';
    const line = JSON.stringify(schema, null, 2).split('\n').findIndex((l) => l.includes('"twenty"')) + 1;
    const onChange = vi.fn();
    renderShell(<SchemaJsonPanel value={schema} onChange={onChange} />, { language: 'en' });
    const problem = await screen.findByText(/\/fields\/carrierCode\/maxLength/, undefined, { timeout: 5000 });
    expect(problem.closest('[data-line]')!.getAttribute('data-line')).toBe(String(line));
    expect(problem.textContent).toContain(`Line ${line}`);
    expect(onChange).not.toHaveBeenCalled();

    const view = editorView();
    const at = view.state.doc.toString().indexOf('"twenty"');
    view.dispatch({ changes: { from: at, to: at + '"twenty"'.length, insert: '20' } });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]![0].fields.carrierCode.maxLength).toBe(20);
    expect(await screen.findByText('No problems')).toBeTruthy();
  });

  it('shows a syntax error without passing anything up, and follows a value changed elsewhere', async () => {
    const onChange = vi.fn();
    const renamed = structuredClone(carrier);
    renamed.title = { zh: '承运商', en: 'Carriers (renamed)' };
    // The designer changes the schema elsewhere (the canvas, undo).
    function Designer() {
      const [value, setValue] = useState<Record<string, unknown>>(carrier);
      return (
        <>
          <button type="button" onClick={() => setValue(renamed)}>rename</button>
          <SchemaJsonPanel value={value} onChange={onChange} />
        </>
      );
    }
    const shell = renderShell(<Designer />, { language: 'en' });
    await screen.findByText('No problems', undefined, { timeout: 5000 });
    const view = editorView();
    view.dispatch({ changes: { from: 1, to: 1, insert: ' oops' } });
    expect(await screen.findByText(/Line 1: A key in double quotes is expected here/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await shell.user.click(screen.getByRole('button', { name: 'rename' }));
    expect(editorView()).toBe(view);
    await waitFor(() => expect(editorView().state.doc.toString()).toContain('Carriers (renamed)'));
    expect(await screen.findByText('No problems')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
