/**
 * The form's controller (no JSX): a Formily form over the compiled schema, started from the row when editing;
 * saving sends the values (with `id` and `version` on edit) through the source, shows a refused save's messages
 * under their fields, turns a 409 into a conflict the person can reload, and keeps the saving state.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { revealedValues } from '../../actions/revealed-values';
import { createForm, onFormValuesChange } from '@formily/core';
import type { EntityModel } from '../../schema/entity-model';
import type { EntitySource, Row } from '../../data/entity-source';
import { ApiError } from '../../data/envelope';
import { SAVE_SUCCESS } from '../../validation/text-table-messages';
import type { ActionNotifier } from '../../actions/action-types';
import { reportFailure } from '../../actions/action-errors';
import { createTranslator } from '../engine-texts';
import type { Language } from '../localize';
import { recordNoun } from '../../schema/record-name';
import { lineFields, toFormilySchema } from './to-formily-schema';
import { toFormValues, toRequestBody } from './form-values';
import { showServerErrors } from './server-errors';
import { formRuleMessages, liveComputed } from './form-computed-rules';

/** Form effects: the computed fields follow the values as the person types (the server computes them again). */
function computeLive(model: EntityModel): void {
  onFormValuesChange((form) => {
    for (const [name, value] of Object.entries(liveComputed(model, form.values))) {
      if (form.values[name] !== (value ?? undefined)) form.setValuesIn(name, value ?? undefined);
    }
  });
}

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
  /** The submit button's text instead of "Save" (a command's dialog: the command's title). */
  submitLabel?: string;
  /** Fetches a child table's model (`form.lines`: the create form edits those lines with the header). */
  loadModel?(entityId: string): Promise<EntityModel>;
}

/** The child models of the lines a create form edits (`form.lines`), once fetched; empty otherwise. */
function useLineModels(model: EntityModel, mode: 'create' | 'edit', loadModel: FormControllerOptions['loadModel']): Record<string, EntityModel> {
  const [lines, setLines] = useState<Record<string, EntityModel>>({});
  useEffect(() => {
    const keys = mode === 'create' && loadModel ? (model.schema.form?.lines ?? []) : [];
    let live = true;
    void Promise.all(keys.map(async (key) => [key, await loadModel!(model.schema.children![key]!.entity)] as const))
      .then((loaded) => live && loaded.length > 0 && setLines(Object.fromEntries(loaded)));
    return () => void (live = false);
  }, [model, mode, loadModel]);
  return lines;
}

export function useFormController(options: FormControllerOptions) {
  const { model, source, language, mode, notify } = options;
  const t = useMemo(() => createTranslator(language), [language]);
  const [row, setRow] = useState(options.row);
  const form = useMemo(() => createForm({ initialValues: toFormValues(model, row), effects: () => computeLive(model) }), [model, row]);
  const rowId = typeof row?.id === 'number' ? row.id : undefined;
  const lineModels = useLineModels(model, mode, options.loadModel);
  const schema = useMemo(() => toFormilySchema(model, { language, rowId, lines: lineModels }), [model, language, rowId, lineModels]);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const busy = useRef(false);
  const onSaved = useRef(options.onSaved);
  onSaved.current = options.onSaved;

  const submit = useCallback(async () => {
    if (busy.current) return;
    setMessages([]);
    // A rule's or the server's message stays on its field until the next save checks again.
    form.clearErrors('*');
    try {
      await form.validate();
    } catch {
      return; // the messages are under the fields
    }
    // The schema's rules, checked as the server will check them: the message under its field, nothing sent.
    const broken = formRuleMessages(model, form.values, language, lineModels);
    if (Object.keys(broken).length) {
      setMessages(showServerErrors(form, broken));
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      const body = toRequestBody(model, form.values, mode === 'edit' ? row : undefined);
      for (const [key, child] of Object.entries(lineModels)) {
        const lines = Array.isArray(form.values[key]) ? (form.values[key] as Row[]) : [];
        body[key] = lines.map((line) => toRequestBody(child, line, undefined, lineFields(child)));
      }
      if (options.submitWith) {
        if (await options.submitWith(body)) onSaved.current(body);
        return;
      }
      const saved = mode === 'edit' ? await source.update(body) : await source.create(body);
      notify.success(SAVE_SUCCESS[language]);
      // A value the server hands out once (a new client's secret) is shown now or never.
      const revealed = revealedValues(model, saved, language);
      if (revealed.length) notify.reveal?.(revealed);
      onSaved.current(saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === 409) setConflict(true);
      else if (error instanceof ApiError && error.fields) setMessages(showServerErrors(form, error.fields));
      else reportFailure(error, notify);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, [form, model, mode, row, source, notify, language, options.submitWith, lineModels]);

  const reload = useCallback(async () => {
    const fresh = await options.reloadRow?.(row?.id);
    setConflict(false);
    if (fresh) setRow(fresh);
  }, [options, row]);

  // One record's noun ("新增承运商" / "New carrier"), not the plural page title.
  const entityTitle = recordNoun(model.schema, language);
  return {
    form,
    schema,
    language,
    mode,
    saving,
    conflict,
    messages,
    submit,
    reload,
    canReload: !!options.reloadRow && mode === 'edit',
    title: options.title ?? t(mode === 'edit' ? 'form.editTitle' : 'form.createTitle', { title: entityTitle }),
    submitLabel: options.submitLabel ?? t('form.save'),
    t,
  };
}

export type FormController = ReturnType<typeof useFormController>;
