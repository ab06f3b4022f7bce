import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Space, Spin, Tooltip, Typography, theme } from 'antd';
import { useAppApis } from '../app-apis';
import { useEngineTexts, useLanguage } from '../language-context';
import { localize } from '../localize';
import { EditableGrid } from './EditableGrid';
import { useChildGrid, type ChildGridOptions } from './useChildGrid';
import { useLeaveGuard } from './use-leave-guard';

export interface ChildGridProps extends ChildGridOptions {
  /** Told when the grid gains or loses unsaved changes (the page asks before leaving). */
  onDirtyChange?(dirty: boolean): void;
}

/** Messages listed under the grid, each a link to its cell. */
const LISTED = 8;

/**
 * A child table's lines edited as a grid on the header's detail page (`children.<key>.edit: "grid"`): the toolbar
 * (add, duplicate, delete, undo, redo, discard, save), the grid, and the messages by row under it.
 */
export function ChildGrid(props: ChildGridProps) {
  const { onDirtyChange } = props;
  const t = useEngineTexts();
  const language = useLanguage();
  const { token } = theme.useToken();
  const { message } = useAppApis();
  const grid = useChildGrid(props);
  const { state, dispatch, columns, problems, readOnly, dirty } = grid;
  const wrapper = useRef<HTMLDivElement>(null);
  useLeaveGuard(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const focusGrid = () => wrapper.current?.querySelector<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true });
  const act = (type: 'insertRow' | 'duplicateRow' | 'deleteRow' | 'undo' | 'redo') => {
    dispatch({ type });
    focusGrid();
  };

  // Every message with where it is, in row order, for the list under the grid and "next problem".
  const located = useMemo(() => state.rows.flatMap((row, index) => {
    const fields = grid.messages.get(row.key);
    if (!fields) return [];
    return columns.flatMap((column, col) => (fields[column.name] ? [{ row: index, col, title: column.title, message: fields[column.name]! }] : []));
  }), [state.rows, grid.messages, columns]);
  const tableMessages = [...problems.table, ...state.server.table];
  const jump = (to: { row: number; col: number }) => {
    dispatch({ type: 'move', to });
    focusGrid();
  };
  const nextProblem = () => {
    const after = located.find((p) => p.row > state.active.row || (p.row === state.active.row && p.col > state.active.col)) ?? located[0];
    if (after) jump(after);
  };

  const save = async () => {
    const outcome = await grid.save();
    if (outcome.status === 'saved') void message.success(t('grid.saved', { count: outcome.count }));
    else if (outcome.status === 'invalid') {
      void message.error(t('grid.fixFirst'));
      if (located[0]) jump(located[0]);
    } else if (outcome.status === 'refused') void message.error(outcome.message);
    else if (!dirty) void message.info(t('grid.nothing'));
  };

  if (grid.loading === 'loading') return <Spin />;
  if (typeof grid.loading === 'object') return <Alert type="error" showIcon message={grid.loading.failed} />;
  const problemCount = located.length + tableMessages.length;
  return (
    <div ref={wrapper} data-testid="child-grid" data-dirty={dirty || undefined}>
      {grid.locked && <Alert type="info" showIcon style={{ marginBottom: 8 }} message={t('grid.locked')} />}
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8, flexWrap: 'wrap' }}>
        {!readOnly && (
          <Space wrap size={8}>
            <Button onClick={() => act('insertRow')} disabled={state.rows.length >= grid.maxLines}>{t('grid.addRow')}</Button>
            <Button onClick={() => act('duplicateRow')} disabled={!state.rows.length}>{t('grid.duplicate')}</Button>
            <Button danger onClick={() => act('deleteRow')} disabled={!state.rows.length}>{t('grid.deleteRow')}</Button>
            <Button onClick={() => act('undo')} disabled={!state.history.past.length}>{t('grid.undo')}</Button>
            <Button onClick={() => act('redo')} disabled={!state.history.future.length}>{t('grid.redo')}</Button>
            <Button onClick={() => dispatch({ type: 'load', rows: state.saved })} disabled={!dirty}>{t('grid.discard')}</Button>
            <Button type="primary" loading={grid.saving} onClick={() => void save()} disabled={!dirty} data-testid="grid-save">{t('grid.save')}</Button>
          </Space>
        )}
        <span style={{ marginLeft: 'auto', color: token.colorTextSecondary }} data-testid="grid-count">{t('grid.rows', { count: state.rows.length })}</span>
        {problemCount > 0 && (
          <Tooltip title={t('grid.nextProblem')}>
            <Button size="small" danger type="text" onClick={nextProblem} data-testid="grid-problem-count">{t('grid.problems', { count: problemCount })}</Button>
          </Tooltip>
        )}
      </div>
      <EditableGrid
        columns={columns}
        state={state}
        dispatch={dispatch}
        problems={grid.messages}
        choicesOf={grid.choicesOf}
        computed={grid.computed}
        readOnly={readOnly}
        maxRows={grid.maxLines}
        height={Math.min(520, 36 * (Math.max(state.rows.length, 3) + 1) + 18)}
        label={localize(props.child.schema.title, language)}
        onSave={() => void save()}
      />
      {state.rows.length === 0 && !readOnly && <Typography.Text type="secondary">{t('grid.empty')}</Typography.Text>}
      {problemCount > 0 && (
        <ul data-testid="grid-problems" style={{ margin: '8px 0 0', paddingLeft: 20, color: token.colorError }}>
          {tableMessages.map((text) => <li key={text}>{text}</li>)}
          {located.slice(0, LISTED).map((p) => (
            <li key={`${p.row}:${p.col}`}>
              <Typography.Link type="danger" onClick={() => jump(p)}>{t('grid.at', { row: p.row + 1, title: p.title, message: p.message })}</Typography.Link>
            </li>
          ))}
          {located.length > LISTED && <li>…</li>}
        </ul>
      )}
      {!readOnly && <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: token.fontSizeSM }}>{t('grid.hint')}</Typography.Paragraph>}
    </div>
  );
}
