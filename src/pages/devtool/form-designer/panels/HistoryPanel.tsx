import { useCallback, useEffect, useState } from 'react';
import { Button, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../../../../engine/schema/entity-schema';
import type { SchemaChange } from '../../../../../engine/schema/tenant-override';
import { useAppApis } from '../../../../../engine/render/app-apis';
import { formatDateTime } from '../../../../../engine/format/format-date';
import { devtoolApi, type OverrideHistoryEntry } from '../../devtool-api';
import { compactJson } from './compact-json';
import { registerDesignerPanelsTexts } from './designer-panels-texts';

registerDesignerPanelsTexts();

export interface HistoryPanelProps {
  /** Undefined: a new entity, which has no overrides yet. */
  schemaId: string | undefined;
  /** After a rollback or a drop: the schema as now merged (the designer starts over from it). */
  onRolledBack(merged: EntitySchema): void;
}

/** The tenant's override versions of a schema, newest first, each with its changes; roll back to one, or drop. */
export function HistoryPanel({ schemaId, onRolledBack }: HistoryPanelProps) {
  const { t } = useTranslation();
  const { message } = useAppApis();
  const [versions, setVersions] = useState<OverrideHistoryEntry[]>();
  const load = useCallback(async () => {
    if (!schemaId) return;
    try {
      const history = await devtoolApi.overrideHistory(schemaId);
      setVersions([...history].sort((a, b) => b.version - a.version));
    } catch {
      setVersions([]); // the client has shown the error
    }
  }, [schemaId]);
  useEffect(() => void load(), [load]);

  const rollback = async (version: number) => {
    const { merged } = await devtoolApi.rollbackOverride(schemaId!, version);
    void message.success(t('designerPanels.history.rolledBack', { version }));
    onRolledBack(merged);
    await load();
  };
  const drop = async () => {
    const { merged } = await devtoolApi.dropOverride(schemaId!);
    void message.success(t('designerPanels.history.dropped'));
    onRolledBack(merged);
    await load();
  };

  if (!schemaId) return <div data-testid="history-panel"><Empty description={t('designerPanels.history.needSchema')} /></div>;
  const hasActive = versions?.some((v) => v.active);
  return (
    <div data-testid="history-panel">
      {hasActive && (
        <Space style={{ marginBottom: 12 }}>
          <Popconfirm title={t('designerPanels.history.dropConfirm')} onConfirm={drop}>
            <Button danger>{t('designerPanels.history.drop')}</Button>
          </Popconfirm>
        </Space>
      )}
      <Table<OverrideHistoryEntry>
        size="small"
        rowKey="version"
        loading={!versions}
        dataSource={versions ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('designerPanels.history.empty')} /> }}
        expandable={{ expandedRowRender: (entry) => <ChangesTable changes={entry.changes} /> }}
        columns={[
          { key: 'version', title: t('designerPanels.history.version'), render: (_, e) => <Space>{e.version}{e.active && <Tag color="green">{t('designerPanels.history.active')}</Tag>}</Space> },
          { key: 'comment', title: t('designerPanels.history.comment'), dataIndex: 'comment' },
          { key: 'by', title: t('designerPanels.history.by'), dataIndex: 'createdBy' },
          { key: 'at', title: t('designerPanels.history.at'), render: (_, e) => formatDateTime(e.createdAt) },
          {
            key: 'rollback',
            title: '',
            render: (_, e) => !e.active && (
              <Popconfirm title={t('designerPanels.history.rollbackConfirm', { version: e.version })} onConfirm={() => rollback(e.version)}>
                <Button size="small">{t('designerPanels.history.rollback')}</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </div>
  );
}

function ChangesTable({ changes }: { changes: SchemaChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <Typography.Text type="secondary">{t('designerPanels.history.noChanges')}</Typography.Text>;
  return (
    <Table<SchemaChange>
      size="small"
      rowKey="path"
      dataSource={changes}
      pagination={false}
      columns={[
        { key: 'path', title: t('designerPanels.history.path'), render: (_, c) => <Typography.Text code>{c.path}</Typography.Text> },
        { key: 'from', title: t('designerPanels.history.from'), render: (_, c) => <Typography.Text delete type="secondary">{compactJson(c.from)}</Typography.Text> },
        { key: 'to', title: t('designerPanels.history.to'), render: (_, c) => <Typography.Text>{compactJson(c.to)}</Typography.Text> },
      ]}
    />
  );
}
