// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { setTestLanguage, stubMatchMedia } from '../../../test/render-shell';
import { DesignCanvas, type DesignCanvasProps } from './DesignCanvas';
import { designReducer, emptyDesign } from './designer-state';
import { registerDesignerTexts } from './designer-texts';

let drawn = 0;
vi.mock('./FieldLookalike', () => ({
  FieldLookalike: () => {
    drawn += 1;
    return <input disabled />;
  },
}));

beforeAll(() => {
  stubMatchMedia();
  setTestLanguage('en');
  registerDesignerTexts();
});

const fields = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`field${i}`, { type: 'string', title: { zh: `字段${i}`, en: `Field ${i}` }, 'x-decorator-props': i === 3 ? { gridSpan: 2 } : undefined }]));
const schema = { id: 'demo.big', title: { zh: '大', en: 'Big' }, fields, list: { columns: ['field0'] }, form: { grid: 3 } };

describe('DesignCanvas', () => {
  it('redraws only the changed card of a 150-field form', () => {
    let state = designReducer(emptyDesign(), { type: 'load', schemaId: 'demo.big', base: undefined, edited: schema, target: 'base' });
    const [dispatch, onDrop, onShow] = [vi.fn(), vi.fn(), vi.fn()];
    const props = (): DesignCanvasProps => ({ edited: state.edited, view: 'form', target: 'base', selected: state.selected, language: 'en', dispatch, onDrop, hidden: [], onShow });
    const view = render(<DesignCanvas {...props()} />);
    expect(drawn).toBe(150);
    expect(screen.getAllByTestId(/^canvas-field-/)).toHaveLength(150);
    expect(screen.getByTestId('canvas-drop-150')).toBeTruthy();
    drawn = 0;
    state = designReducer(state, { type: 'updateField', ref: { name: 'field7' }, changes: { required: true } });
    view.rerender(<DesignCanvas {...props()} />);
    expect(drawn).toBe(1);
    expect(screen.getByTestId('canvas-field-field7').querySelector('.fd-required')).not.toBeNull();

    // A field dropped in at position 6: only the new card draws (the cards after it ask their position when needed).
    drawn = 0;
    state = designReducer(state, { type: 'addField', componentName: 'Input', field: { type: 'string', title: { zh: '新字段', en: 'New' }, 'x-component': 'Input' }, index: 6 });
    view.rerender(<DesignCanvas {...props()} />);
    expect(drawn).toBe(1);
    expect(screen.getAllByTestId(/^canvas-field-/)).toHaveLength(151);
  });

  it('draws the fields in the form grid with their spans, and an empty state to drop on', () => {
    const state = designReducer(emptyDesign(), { type: 'load', schemaId: 'demo.big', base: undefined, edited: schema, target: 'base' });
    const common = { target: 'base' as const, selected: undefined, language: 'en' as const, dispatch: vi.fn(), onDrop: vi.fn(), hidden: [], onShow: vi.fn() };
    const view = render(<DesignCanvas {...common} edited={state.edited} view="form" />);
    expect((screen.getByTestId('canvas-field-field3').parentElement as HTMLElement).style.gridColumn).toBe('span 2');
    view.rerender(<DesignCanvas {...common} edited={emptyDesign().edited} view="form" />);
    expect(screen.getByTestId('canvas-drop-0').textContent).toContain('Drag a component here');
  });
});
