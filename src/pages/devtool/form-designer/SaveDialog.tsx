import { useAppApis } from '../../../../engine/render/app-apis';
import { useEffect, useState } from 'react';
import { Alert, Input, List, Modal, Spin, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { createMergePatch } from '../../../../engine/schema/tenant-override';
import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { devtoolApi, type OverrideCheck, type SchemaFileReply } from '../devtool-api';
import type { DesignJson } from './design-schema';
import type { DesignTarget } from './panels/panel-props';

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

export interface SaveDialogProps {
  open: boolean;
  target: DesignTarget;
  schemaId: string | undefined;
  base: EntitySchema | undefined;
  edited: DesignJson;
  onClose(): void;
  /** The design was saved as it is now (`file`: the base file written, which is the base from now on). */
  onSaved(file?: EntitySchema): void;
}

/**
 * Saving a design (docs/domain/devtool.md): as an override, the server's dry run first — the changes against the
 * base (path, from → to) and what it refuses (path and reason; nothing is saved while any is left) — then a comment
 * and a new active version; as the base file (development mode), the file is written and the reload's problems shown.
 */
export function SaveDialog({ open, target, schemaId, base, edited, onClose, onSaved }: SaveDialogProps) {
  const { t } = useTranslation();
  const { message } = useAppApis();
  const [check, setCheck] = useState<OverrideCheck>();
  const [checking, setChecking] = useState(false);
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);
  const [written, setWritten] = useState<SchemaFileReply>();
  const id = schemaId ?? (typeof edited.id === 'string' ? edited.id : undefined);
  const override = target === 'override';

  useEffect(() => {
    if (!open) return;
    setWritten(undefined);
    setComment('');
  }, [open]);

  useEffect(() => {
    setCheck(undefined);
    if (!open || !override || !id || !base) return undefined;
    let live = true;
    setChecking(true);
    devtoolApi.checkOverride(id, createMergePatch(base, edited)).then(
      (reply) => live && setCheck(reply),
      () => undefined,
    ).finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, [open, override, id, base, edited]);

  const save = async () => {
    if (!id) return;
    setSaving(true);
    try {
      if (override && base) {
        const saved = await devtoolApi.saveOverride(id, createMergePatch(base, edited), comment.trim() || undefined);
        void message.success(t('designer.saveDialog.savedVersion', { version: saved.active.version }));
        onSaved();
        onClose();
      } else {
        const reply = await devtoolApi.writeSchemaFile(id, edited);
        onSaved(structuredClone(edited) as unknown as EntitySchema);
        if (reply.problems?.length) setWritten(reply);
        else {
          void message.success(t('designer.saveDialog.saved'));
          onClose();
        }
      }
    } catch {
      // The HTTP client has shown the failure (spec 01 §8); the dialog stays for another try.
    } finally {
      setSaving(false);
    }
  };

  const problems = check?.problems ?? [];
  const blocked = !id || (override && (checking || !check || problems.length > 0));
  return (
    <Modal
      open={open}
      title={t(override ? 'designer.saveDialog.titleOverride' : 'designer.saveDialog.titleBase')}
      okText={written ? t('designer.saveDialog.close') : t('designer.saveDialog.ok')}
      cancelText={t('designer.saveDialog.cancel')}
      okButtonProps={{ disabled: !written && blocked, loading: saving, 'data-testid': 'designer-save-ok' } as ButtonProps}
      onOk={written ? onClose : save}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <div data-testid="designer-save-dialog">
        {checking && <Spin size="small" tip={t('designer.saveDialog.checking')}><div style={{ height: 24 }} /></Spin>}
        {problems.length > 0 && (
          <Alert type="error" showIcon message={t('designer.saveDialog.problems')} data-testid="designer-save-problems"
            description={<List size="small" dataSource={problems} renderItem={(p) => <List.Item><Typography.Text code>{p.path || '/'}</Typography.Text> {p.message}</List.Item>} />} />
        )}
        {override && check && (
          <>
            <Typography.Title level={5}>{t('designer.saveDialog.changes')}</Typography.Title>
            {check.changes.length === 0
              ? <Typography.Text type="secondary">{t('designer.saveDialog.noChanges')}</Typography.Text>
              : <List size="small" data-testid="designer-save-changes" dataSource={check.changes}
                  renderItem={(c) => <List.Item><Typography.Text code>{c.path}</Typography.Text> {show(c.from)} → {show(c.to)}</List.Item>} />}
            <Input.TextArea aria-label={t('designer.saveDialog.comment')} placeholder={t('designer.saveDialog.comment')} value={comment} maxLength={500} onChange={(event) => setComment(event.target.value)} style={{ marginTop: 12 }} />
          </>
        )}
        {written && (
          <Alert type="warning" showIcon message={t('designer.saveDialog.fileProblems')} data-testid="designer-save-problems"
            description={<><div>{t('designer.saveDialog.file', { file: written.file })}</div><List size="small" dataSource={written.problems ?? []} renderItem={(p) => <List.Item>{p}</List.Item>} /></>} />
        )}
      </div>
    </Modal>
  );
}
