/**
 * The form's controller (no JSX): a Formily form over the compiled schema, started from the row when editing;
 * saving sends the values (with `id` and `version` on edit) through the source, shows a refused save's messages
 * under their fields, turns a 409 into a conflict the person can reload, and keeps the saving state.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { createForm } from '@formily/core';
import type { EntityModel } from '../../schema/entity-model';
import type { EntitySource, Row } from '../../data/entity-source';
import { ApiError } from '../../data/envelope';
import { SAVE_SUCCESS } from '../../validation/text-table-messages';
import type { ActionNotifier } from '../../actions/action-types';
import { reportFailure } from '../../actions/action-errors';
import { createTranslator } from '../engine-texts';
import { localize, type Language } from '../localize';
import { toFormilySchema } from './to-formily-schema';
import { toFormValues, toRequestBody } from './form-values';
import { showServerErrors } from './server-errors';

export interface FormControllerOptions {
  model: EntityModel;
  source: EntitySource;
  language: Language;
  mode: 'create' | 'edit';
  /** The row to edit, as read (with its `id` and `version`). */
  row?: Row;
  notify: ActionNotifier;
  onSaved(row: Row): void;
  /** Reads the row again after a conflict; undefined when it is gone. */
  reloadRow?(id: unknown): Promise<Row | undefined>;
  /**
   * Sends the values somewhere else than the source's create/update (a command's parameters dialog): resolves true
   * when done (then `onSaved`), false to stay open; the caller tells the person the outcome.
   */
  submitWith?(values: Row): Promise<boolean>;
  /** The dialog's title instead of "Add/Edit {entity}". */
  title?: string;
}

export function useFormController(options: FormControllerOptions) {
  const { model, source, language, mode, notify } = options;
  const t = useMemo(() => createTranslator(language), [language]);
  const [row, setRow] = useState(options.row);
  const form = useMemo(() => createForm({ initialValues: toFormValues(model, row) }), [model, row]);
  const rowId = typeof row?.id === 'number' ? row.id : undefined;
  const schema = useMemo(() => toFormilySchema(model, { language, rowId }), [model, language, rowId]);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const busy = useRef(false);
  const onSaved = useRef(options.onSaved);
  onSaved.current = options.onSaved;

  const submit = useCallback(async () => {
    if (busy.current) return;
    setMessages([]);
    try {
      await form.validate();
    } catch {
      return; // the messages are under the fields
    }
    busy.current = true;
    setSaving(true);
    try {
      const body = toRequestBody(model, form.values, mode === 'edit' ? row : undefined);
      if (options.submitWith) {
        if (await options.submitWith(body)) onSaved.current(body);
        return;
      }
      const saved = mode === 'edit' ? await source.update(body) : await source.create(body);
      notify.success(SAVE_SUCCESS[language]);
      onSaved.current(saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === 409) setConflict(true);
      else if (error instanceof ApiError && error.fields) setMessages(showServerErrors(form, error.fields));
      else reportFailure(error, notify);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, [form, model, mode, row, source, notify, language, options.submitWith]);

  const reload = useCallback(async () => {
    const fresh = await options.reloadRow?.(row?.id);
    setConflict(false);
    if (fresh) setRow(fresh);
  }, [options, row]);

  const entityTitle = localize(model.schema.title, language);
  return {
    form,
    schema,
    mode,
    saving,
    conflict,
    messages,
    submit,
    reload,
    canReload: !!options.reloadRow && mode === 'edit',
    title: options.title ?? t(mode === 'edit' ? 'form.editTitle' : 'form.createTitle', { title: entityTitle }),
    t,
  };
}

export type FormController = ReturnType<typeof useFormController>;
