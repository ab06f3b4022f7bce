import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Select, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../../../engine/render/localize';
import { createMergePatch } from '../../../../../engine/schema/tenant-override';
import { devtoolApi, type TraceLayer, type TraceReply } from '../../devtool-api';
import type { DesignProps } from './panel-props';
import { AudiencePicker } from './AudiencePicker';
import { useAudiences } from './use-audiences';
import { designFieldNames, fieldInView, type TraceView } from './trace-view';
import { registerDesignerPanelsTexts } from './designer-panels-texts';

registerDesignerPanelsTexts();

const LAYER_COLORS: Record<TraceLayer['effect'], string> = {
  shown: 'green', added: 'green', hidden: 'red', readOnly: 'orange', required: 'blue', optional: 'gray', masked: 'purple', none: 'gray',
};

/**
 * Why a field is hidden, read-only or required for a tenant and role: the verdict, and every layer that had a say,
 * in order (the design's draft counts as the override when designing one).
 */
export function TracerPanel(props: DesignProps & { selectedField?: string }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const fields = designFieldNames(props.edited);
  const [field, setField] = useState(props.selectedField);
  const [view, setView] = useState<TraceView>('form');
  const { audiences, choice, setChoice } = useAudiences(props.tenantCode);
  const [reply, setReply] = useState<TraceReply>();
  const [busy, setBusy] = useState(false);
  // Selecting a field on the canvas points the tracer at it.
  useEffect(() => {
    if (props.selectedField) setField(props.selectedField);
  }, [props.selectedField]);
  const chosen = field ?? fields[0];

  const explain = async () => {
    if (!props.schemaId || !chosen || !choice) return;
    const patch = props.base ? createMergePatch(props.base, props.edited) : undefined;
    setBusy(true);
    try {
      setReply(await devtoolApi.trace(props.schemaId, chosen, choice, patch, view));
    } catch {
      setReply(undefined); // the client has shown the error
    } finally {
      setBusy(false);
    }
  };

  if (!props.schemaId) return <div data-testid="tracer-panel"><Empty description={t('designerPanels.tracer.needSchema')} /></div>;
  const viewName = t(`designerPanels.tracer.views.${view}`);
  return (
    <div data-testid="tracer-panel">
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{t('designerPanels.tracer.field')}</span>
        <Select
          aria-label={t('designerPanels.tracer.field')}
          showSearch
          style={{ minWidth: 180 }}
          value={chosen}
          options={fields.map((name) => ({ value: name, label: name }))}
          onChange={(name: string) => setField(name)}
        />
        <span>{t('designerPanels.tracer.view')}</span>
        <Select<TraceView>
          aria-label={t('designerPanels.tracer.view')}
          value={view}
          options={(['form', 'list', 'detail'] as const).map((v) => ({ value: v, label: t(`designerPanels.tracer.views.${v}`) }))}
          onChange={setView}
        />
        <AudiencePicker audiences={audiences} value={choice} onChange={setChoice} />
        <Button type="primary" loading={busy} disabled={!chosen || !choice} onClick={() => void explain()}>{t('designerPanels.tracer.explain')}</Button>
      </Space>
      {chosen && (
        <div style={{ marginBottom: 12 }}>
          <Tag>{fieldInView(props.edited, chosen, view) ? t('designerPanels.tracer.inView', { view: viewName }) : t('designerPanels.tracer.notInView', { view: viewName })}</Tag>
        </div>
      )}
      {reply && (
        <div data-testid="trace-result">
          <Space wrap style={{ marginBottom: 12 }}>
            <Typography.Text strong>{reply.field}</Typography.Text>
            <Tag color={reply.verdict.visible ? 'green' : 'red'}>{t(`designerPanels.tracer.${reply.verdict.visible ? 'visible' : 'hidden'}`)}</Tag>
            {reply.verdict.readOnly && <Tag color="orange">{t('designerPanels.tracer.readOnly')}</Tag>}
            {reply.verdict.required && <Tag color="blue">{t('designerPanels.tracer.required')}</Tag>}
            {reply.verdict.masked && <Tag color="purple">{t('designerPanels.tracer.masked')}</Tag>}
          </Space>
          {reply.layers.length === 0 && <Alert type="info" message={t('designerPanels.preview.none')} />}
          <Timeline
            items={reply.layers.map((layer, i) => ({
              key: i,
              color: LAYER_COLORS[layer.effect],
              children: (
                <div data-testid="trace-layer">
                  <Space wrap size={4}>
                    <Typography.Text strong>{t(`designerPanels.tracer.layers.${layer.layer}`)}</Typography.Text>
                    <Tag color={LAYER_COLORS[layer.effect]}>{t(`designerPanels.tracer.effects.${layer.effect}`)}</Tag>
                    {layer.version !== undefined && <Tag>{layer.version === 'draft' ? t('designerPanels.tracer.draftVersion') : t('designerPanels.tracer.version', { version: layer.version })}</Tag>}
                    {layer.roleCode && <Tag>{t('designerPanels.tracer.roleCode', { role: layer.roleCode })}</Tag>}
                    {layer.field && <Tag>{t('designerPanels.tracer.sourceField', { field: layer.field })}</Tag>}
                  </Space>
                  <div>{layer.reason[language]}</div>
                </div>
              ),
            }))}
          />
        </div>
      )}
    </div>
  );
}
