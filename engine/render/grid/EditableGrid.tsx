import { memo, useEffect, useMemo, useRef, useState, type ClipboardEvent, type CSSProperties, type KeyboardEvent } from 'react';
import { theme } from 'antd';
import type { GlobalToken } from 'antd/es/theme/interface';
import { useLanguage } from '../language-context';
import type { Language } from '../localize';
import { cellDisplay, cellText, parseCell } from './grid-cells';
import type { Choice, GridColumn } from './grid-columns';
import { keyCommand, type CellPosition, type EditMode } from './grid-keys';
import { parseClipboard, pasteCells, toClipboard } from './grid-paste';
import type { GridRow } from './grid-rows';
import type { GridAction, GridState } from './grid-state';
import { scrollToShow, visibleRows } from './virtual-rows';
import { GridCellEditor } from './GridCellEditor';

/** Row height in px (antd's small table row); rows are virtual, so every row has it. */
export const GRID_ROW_HEIGHT = 36;
const INDEX_WIDTH = 52;

export interface EditableGridProps {
  columns: readonly GridColumn[];
  state: GridState;
  dispatch(action: GridAction): void;
  /** Messages by row key and field (the cells' own, the rules', the server's). */
  problems: ReadonlyMap<string, Record<string, string>>;
  /** A choice column's options (a dictionary's once loaded). */
  choicesOf(column: GridColumn): readonly Choice[] | undefined;
  /** A row's computed values, live (engine/validation/computed.ts). */
  computed?(row: GridRow): Record<string, unknown>;
  readOnly?: boolean;
  maxRows?: number;
  /** The grid's height in px (it scrolls inside). */
  height?: number;
  label: string;
  onSave?(): void;
}

/**
 * A keyboard-first editable grid over antd's tokens (docs/schemas.md, "Editable grids"; why not antd's Table or a
 * grid library: docs/operations.md): virtual rows, a spreadsheet's keys (grid-keys.ts), typing and pasting
 * (grid-cells.ts, grid-paste.ts), each cell's message on the cell. It draws and turns events into actions; the state
 * is the reducer's (grid-state.ts), kept by the caller.
 */
export function EditableGrid(props: EditableGridProps) {
  const { columns, state, dispatch, problems, choicesOf, computed, readOnly = false, maxRows, height = 420, label, onSave } = props;
  const { token } = theme.useToken();
  const language = useLanguage();
  const body = useRef<HTMLDivElement>(null);
  const picked = useRef<Choice | undefined>(undefined);
  // The frame's height is fixed (the prop), so the view is known without measuring.
  const [scrollTop, setScrollTop] = useState(0);
  const scroll = { top: scrollTop, height };
  const { rows, active, editing } = state;
  const headerHeight = GRID_ROW_HEIGHT;
  const slice = visibleRows(scroll.top, scroll.height - headerHeight, GRID_ROW_HEIGHT, rows.length);
  const totalWidth = INDEX_WIDTH + columns.reduce((sum, c) => sum + c.width, 0);
  const editable = useMemo(() => columns.map((c) => !readOnly && !c.readOnly), [columns, readOnly]);
  const offsets = useMemo(() => columns.reduce<number[]>((acc, c, i) => [...acc, (acc[i] ?? INDEX_WIDTH) + c.width], [INDEX_WIDTH]), [columns]);

  // Keep the active cell in view (keys move it; a paste or an added row may put it below the fold).
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const top = scrollToShow(active.row, element.scrollTop, element.clientHeight - headerHeight, GRID_ROW_HEIGHT);
    if (top !== undefined) element.scrollTop = top;
    const left = offsets[active.col] ?? 0;
    const right = offsets[active.col + 1] ?? left;
    if (left - INDEX_WIDTH < element.scrollLeft) element.scrollLeft = Math.max(0, left - INDEX_WIDTH);
    else if (right > element.scrollLeft + element.clientWidth) element.scrollLeft = right - element.clientWidth;
  }, [active.row, active.col, headerHeight, offsets]);

  // Back to the grid when an edit ends, if the focus was in it, so the keys keep working.
  useEffect(() => {
    const element = body.current;
    if (!editing && element && element.contains(document.activeElement) && document.activeElement !== element) element.focus({ preventScroll: true });
  }, [editing]);

  // The edit as the keys left it, ahead of the next render: keys typed faster than React draws are not lost.
  const liveEdit = useRef(editing);
  liveEdit.current = editing;

  const commitValue = (current = liveEdit.current): unknown => {
    const column = columns[active.col];
    if (!column || !current) return undefined;
    if ((column.kind === 'choice' || column.kind === 'boolean') && picked.current) return parseCell(column, picked.current.value, choicesOf(column));
    return parseCell(column, current.text, choicesOf(column));
  };

  const shape = { rows: rows.length, editable, pageRows: Math.max(1, Math.floor((scroll.height - headerHeight) / GRID_ROW_HEIGHT) - 1) };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = liveEdit.current;
    // A character typed while the edit's input is not there yet (or lost the focus) belongs to the edit.
    if (current && event.target === body.current && !event.ctrlKey && !event.metaKey && !event.altKey && [...event.key].length === 1) {
      event.preventDefault();
      const text = current.text + event.key;
      liveEdit.current = { ...current, text };
      dispatch({ type: 'editText', text });
      return;
    }
    const command = keyCommand(event, current?.mode, active, shape);
    if (!command) return;
    if (command.type === 'copy') return; // the browser's copy event follows (onCopy)
    event.preventDefault();
    // Ending an edit removes its input: the keys that follow go to the grid.
    if (current && command.type !== 'edit') {
      body.current?.focus({ preventScroll: true });
      liveEdit.current = undefined;
    }
    switch (command.type) {
      case 'move':
        dispatch({ type: 'move', to: command.to, addRow: command.addRow });
        break;
      case 'edit': {
        const column = columns[active.col];
        const row = rows[active.row];
        // Typing into an empty grid starts its first row.
        if (rows.length === 0 && command.text !== undefined && !readOnly) {
          const first = Math.max(0, editable.indexOf(true));
          dispatch({ type: 'move', to: { row: 0, col: first }, addRow: true });
          liveEdit.current = { mode: 'replace', text: command.text };
          dispatch({ type: 'edit', mode: 'replace', text: command.text });
          break;
        }
        if (!column || !row || !editable[active.col]) break;
        const mode: EditMode = command.text === undefined ? 'inPlace' : 'replace';
        const text = command.text ?? cellText(column, row.values[column.name], language, choicesOf(column));
        liveEdit.current = { mode, text };
        dispatch({ type: 'edit', mode, text });
        break;
      }
      case 'commit':
        dispatch({ type: 'commit', value: commitValue(current), to: command.to, addRow: command.addRow });
        break;
      case 'cancel':
        dispatch({ type: 'cancel' });
        break;
      case 'clear':
        dispatch({ type: 'setCell', at: active, value: null });
        break;
      case 'save':
        if (current) dispatch({ type: 'commit', value: commitValue(current) });
        onSave?.();
        break;
      default:
        dispatch({ type: command.type });
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData.getData('text/plain');
    // One value into the cell being edited is the input's own paste.
    if (editing && !/[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''))) return;
    event.preventDefault();
    if (readOnly || !text) return;
    const cells = parseClipboard(text);
    const result = pasteCells(rows, active, cells, columns, (column, value) => parseCell(column, value, choicesOf(column)), maxRows);
    dispatch({ type: 'replaceRows', rows: result.rows, active });
  };

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing) return;
    const column = columns[active.col];
    const row = rows[active.row];
    if (!column || !row) return;
    event.preventDefault();
    const value = column.readOnly && computed ? computed(row)[column.name] ?? row.values[column.name] : row.values[column.name];
    event.clipboardData.setData('text/plain', toClipboard([[cellText(column, value, language, choicesOf(column))]]));
  };

  const activeMessage = rows[active.row] ? problems.get(rows[active.row]!.key)?.[columns[active.col]?.name ?? ''] : undefined;
  const styles = gridStyles(token);

  return (
    <div
      ref={body}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1}
      aria-readonly={readOnly || undefined}
      tabIndex={0}
      data-testid="editable-grid"
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onCopy={onCopy}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      style={{ ...styles.frame, height }}
    >
      <div style={{ width: totalWidth, height: headerHeight + rows.length * GRID_ROW_HEIGHT, position: 'relative' }}>
        <div role="row" aria-rowindex={1} style={{ ...styles.header, width: totalWidth }}>
          <div role="columnheader" style={{ ...styles.headerCell, ...styles.indexCell, width: INDEX_WIDTH, zIndex: 3 }}>#</div>
          {columns.map((column) => (
            <div key={column.name} role="columnheader" style={{ ...styles.headerCell, width: column.width }}>
              {column.field.required && !column.readOnly && <span style={{ color: token.colorError, marginRight: 4 }}>*</span>}
              {column.title}
            </div>
          ))}
        </div>
        {rows.slice(slice.start, slice.end).map((row, i) => {
          const index = slice.start + i;
          const isActive = index === active.row;
          return (
            <GridRowView
              key={row.key}
              row={row}
              index={index}
              columns={columns}
              activeCol={isActive ? active.col : -1}
              editing={isActive ? editing : undefined}
              problems={problems.get(row.key)}
              computed={computed}
              choicesOf={choicesOf}
              language={language}
              token={token}
              top={headerHeight + index * GRID_ROW_HEIGHT}
              width={totalWidth}
              editable={editable}
              picked={picked}
              dispatch={dispatch}
            />
          );
        })}
        {activeMessage && !editing && (
          <div
            role="alert"
            data-testid="grid-cell-message"
            style={{
              ...styles.bubble, left: offsets[active.col], maxWidth: Math.max(220, columns[active.col]?.width ?? 0),
              // Under the cell, or over it when the cell is at the bottom of the view.
              ...(headerHeight + (active.row + 2) * GRID_ROW_HEIGHT > scroll.top + scroll.height
                ? { top: headerHeight + active.row * GRID_ROW_HEIGHT - 2, transform: 'translateY(-100%)' }
                : { top: headerHeight + (active.row + 1) * GRID_ROW_HEIGHT + 2 }),
            }}
          >
            {activeMessage}
          </div>
        )}
      </div>
    </div>
  );
}

interface GridRowViewProps {
  row: GridRow;
  index: number;
  columns: readonly GridColumn[];
  activeCol: number;
  editing?: { mode: EditMode; text: string };
  problems?: Record<string, string>;
  computed?(row: GridRow): Record<string, unknown>;
  choicesOf(column: GridColumn): readonly Choice[] | undefined;
  language: Language;
  token: GlobalToken;
  top: number;
  width: number;
  editable: readonly boolean[];
  picked: { current: Choice | undefined };
  dispatch(action: GridAction): void;
}

const sameProblems = (a?: Record<string, string>, b?: Record<string, string>) => {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/** One row; redrawn only when its row, its active cell, its edit or its messages change. */
const GridRowView = memo(function GridRowView(props: GridRowViewProps) {
  const { row, index, columns, activeCol, editing, problems, computed, choicesOf, language, token, top, width, editable, picked, dispatch } = props;
  const styles = gridStyles(token);
  const live = computed && columns.some((c) => c.readOnly) ? computed(row) : undefined;
  const at = (col: number): CellPosition => ({ row: index, col });
  return (
    <div role="row" aria-rowindex={index + 2} data-row={index} style={{ ...styles.row, top, width }}>
      <div role="rowheader" style={{ ...styles.cell, ...styles.indexCell, width: INDEX_WIDTH }}>{index + 1}</div>
      {columns.map((column, col) => {
        const message = problems?.[column.name];
        const isActive = col === activeCol;
        const value = column.readOnly && live && column.name in live ? live[column.name] : row.values[column.name];
        const choices = choicesOf(column);
        return (
          <div
            key={column.name}
            role="gridcell"
            aria-selected={isActive}
            aria-invalid={message ? true : undefined}
            aria-readonly={!editable[col] || undefined}
            aria-label={`${column.title} ${index + 1}`}
            title={message}
            data-col={column.name}
            onMouseDown={(event) => {
              if (isActive && editing) return;
              event.preventDefault();
              (event.currentTarget.closest('[role="grid"]') as HTMLElement | null)?.focus({ preventScroll: true });
              dispatch({ type: 'move', to: at(col) });
            }}
            onDoubleClick={() => editable[col] && dispatch({ type: 'edit', mode: 'inPlace', text: cellText(column, row.values[column.name], language, choices) })}
            style={{
              ...styles.cell,
              width: column.width,
              justifyContent: column.kind === 'number' || column.kind === 'integer' ? 'flex-end' : 'flex-start',
              background: message ? token.colorErrorBg : !editable[col] ? token.colorFillAlter : undefined,
              boxShadow: isActive ? `inset 0 0 0 2px ${message ? token.colorError : token.colorPrimary}` : message ? `inset 0 0 0 1px ${token.colorErrorBorder}` : undefined,
              color: !editable[col] ? token.colorTextSecondary : undefined,
              position: isActive && editing ? 'relative' : styles.cell.position,
              padding: isActive && editing ? 0 : styles.cell.padding,
              overflow: isActive && editing ? 'visible' : 'hidden',
              zIndex: isActive && editing ? 2 : undefined,
            }}
          >
            {isActive && editing ? (
              <GridCellEditor
                text={editing.text}
                onText={(text) => dispatch({ type: 'editText', text })}
                choices={column.kind === 'choice' ? choices ?? [] : column.kind === 'boolean' ? BOOLEAN_CHOICES[language] : undefined}
                picked={picked}
                label={column.title}
                selectAll={editing.mode === 'inPlace'}
              />
            ) : (
              <span style={styles.text}>{cellDisplay(column, value, language, choices, row.values)}</span>
            )}
          </div>
        );
      })}
    </div>
  );
}, (a, b) => a.row === b.row && a.index === b.index && a.activeCol === b.activeCol && a.editing === b.editing && sameProblems(a.problems, b.problems)
  && a.columns === b.columns && a.token === b.token && a.language === b.language && a.editable === b.editable && a.choicesOf === b.choicesOf && a.top === b.top);

const BOOLEAN_CHOICES: Record<Language, Choice[]> = {
  zh: [{ value: 'true', label: '是' }, { value: 'false', label: '否' }],
  en: [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }],
};

/** The grid's look, from antd's tokens: a small bordered table's borders, header, fonts and colours. */
function gridStyles(token: GlobalToken): Record<'frame' | 'header' | 'headerCell' | 'row' | 'cell' | 'indexCell' | 'text' | 'bubble', CSSProperties> {
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  // antd's header fill is translucent: laid over the container's colour so rows scrolling under it do not show.
  const solidFill: CSSProperties = { backgroundColor: token.colorBgContainer, backgroundImage: `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter})` };
  return {
    frame: {
      position: 'relative', overflow: 'auto', width: 'fit-content', maxWidth: '100%', boxSizing: 'border-box', border, borderRadius: token.borderRadiusLG, outline: 'none', background: token.colorBgContainer,
      fontSize: token.fontSize, fontFamily: token.fontFamily, color: token.colorText, lineHeight: token.lineHeight,
    },
    header: { position: 'sticky', top: 0, zIndex: 4, display: 'flex', height: GRID_ROW_HEIGHT, ...solidFill },
    headerCell: {
      flex: 'none', display: 'flex', alignItems: 'center', padding: `0 ${token.paddingXS}px`, boxSizing: 'border-box', fontWeight: token.fontWeightStrong,
      borderBottom: border, borderRight: border, ...solidFill, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
    },
    row: { position: 'absolute', left: 0, display: 'flex', height: GRID_ROW_HEIGHT },
    cell: {
      flex: 'none', display: 'flex', alignItems: 'center', height: GRID_ROW_HEIGHT, padding: `0 ${token.paddingXS}px`, boxSizing: 'border-box',
      borderBottom: border, borderRight: border, overflow: 'hidden', cursor: 'cell', position: 'relative',
    },
    indexCell: { position: 'sticky', left: 0, zIndex: 1, justifyContent: 'center', color: token.colorTextTertiary, ...solidFill, cursor: 'default' },
    text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    bubble: {
      position: 'absolute', zIndex: 5, padding: `${token.paddingXXS}px ${token.paddingXS}px`, borderRadius: token.borderRadiusSM, fontSize: token.fontSizeSM,
      color: token.colorError, background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, pointerEvents: 'none', whiteSpace: 'normal',
    },
  };
}
