import { Button, Segmented, Select, Space, Tag, Tooltip } from 'antd';
import { CodeOutlined, RedoOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DESIGN_VIEWS, type DesignView } from './design-schema';
import { shortcutLabel } from './designer-keys';
import type { DesignTarget } from './panels/panel-props';

export interface DesignerToolbarProps {
  schemaId: string | undefined;
  schemaOptions: { value: string; label: string }[];
  onSchema(id: string | undefined): void;
  view: DesignView;
  onView(view: DesignView): void;
  target: DesignTarget;
  /** The base file may be the target (development mode). */
  devMode: boolean;
  onTarget(target: DesignTarget): void;
  grid: number | undefined;
  onGrid(grid: number): void;
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  canSave: boolean;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
  /** Takes the design to the forward generator. */
  onForward(): void;
}

/** The designer's toolbar: the schema, the view, the target, the form grid, undo, redo and save. */
export function DesignerToolbar(props: DesignerToolbarProps) {
  const { t } = useTranslation();
  const targets: DesignTarget[] = ['override', 'base'];
  return (
    <Space wrap className="fd-toolbar" data-testid="designer-toolbar">
      <Select
        showSearch allowClear size="middle" style={{ width: 300 }} aria-label={t('designer.schema')} data-testid="designer-schema"
        placeholder={t('designer.schemaPlaceholder')} value={props.schemaId} options={props.schemaOptions} optionFilterProp="label"
        onChange={(id?: string) => props.onSchema(id || undefined)}
      />
      <Segmented<DesignView>
        aria-label="view" value={props.view} onChange={props.onView}
        options={DESIGN_VIEWS.map((view) => ({ value: view, label: t(`designer.view.${view}`) }))}
      />
      <Segmented<DesignTarget>
        aria-label="target" value={props.target} onChange={props.onTarget}
        options={targets.map((target) => ({
          value: target,
          disabled: target === 'base' ? !props.devMode : !props.schemaId,
          label: <Tooltip title={t(`designer.targetHint.${target}`)}><span data-testid={`designer-target-${target}`}>{t(`designer.target.${target}`)}</span></Tooltip>,
        }))}
      />
      {props.view === 'form' && (
        <Select size="middle" aria-label={t('designer.grid')} style={{ width: 150 }} value={props.grid ?? 1} onChange={props.onGrid}
          options={[1, 2, 3, 4].map((n) => ({ value: n, label: `${t('designer.grid')}: ${n}` }))} />
      )}
      <Tooltip title={`${t('designer.undo')} (${shortcutLabel('undo')})`}>
        <Button icon={<UndoOutlined />} aria-label={t('designer.undo')} disabled={!props.canUndo} onClick={props.onUndo} />
      </Tooltip>
      <Tooltip title={`${t('designer.redo')} (${shortcutLabel('redo')})`}>
        <Button icon={<RedoOutlined />} aria-label={t('designer.redo')} disabled={!props.canRedo} onClick={props.onRedo} />
      </Tooltip>
      <Tooltip title={`${t('designer.save')} (${shortcutLabel('save')})`}>
        <Button type="primary" icon={<SaveOutlined />} disabled={!props.canSave} onClick={props.onSave} data-testid="designer-save">{t('designer.save')}</Button>
      </Tooltip>
      <Tooltip title={t('designer.toForwardHint')}>
        <Button icon={<CodeOutlined />} onClick={props.onForward} data-testid="designer-to-forward">{t('designer.toForward')}</Button>
      </Tooltip>
      {props.dirty && <Tag color="orange" data-testid="designer-unsaved">{t('designer.unsaved')}</Tag>}
    </Space>
  );
}
