import { memo, useMemo, type KeyboardEvent } from 'react';
import { Button, Space } from 'antd';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { useSchemaField } from '../use-schema-field';
import { isSubmitKey } from '../form/submit-key';
import { useFieldsFollowLanguage } from '../form/use-fields-follow-language';
import { toFilterSchema } from './to-filter-schema';
import { toFilterParams } from './list-params';
import type { EntityModel } from '../../schema/entity-model';
import type { Language } from '../localize';
import type { ListController } from './useListController';

interface FilterFormProps {
  model: EntityModel;
  language: Language;
  t: ListController['t'];
  setFilters: ListController['setFilters'];
  /** What the form starts with and Reset returns to (the schema's default filters). */
  defaults: Record<string, unknown>;
}

/**
 * The list's filter form (Formily, from the schema's filter fields): Search or Enter applies, Reset returns to the
 * schema's default filters (or clears). Takes
 * only what it draws from, so a page of new rows does not draw the form again.
 */
export const FilterForm = memo(function FilterForm({ model, language, t, setFilters, defaults }: FilterFormProps) {
  const SchemaField = useSchemaField();
  const form = useMemo(() => createForm({ initialValues: defaults }), [defaults]);
  const schema = useMemo(() => toFilterSchema(model, language), [model, language]);
  // Every label follows a language change at once; typed values stay.
  const fieldsKey = useFieldsFollowLanguage(form, language);
  const search = () => setFilters(toFilterParams(model, form.values as Record<string, unknown>));
  const reset = () => {
    // Back to the defaults (the fields without one are cleared).
    void form.reset('*');
    setFilters(toFilterParams(model, defaults));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSubmitKey({ key: event.key, keyCode: event.keyCode, isComposing: event.nativeEvent.isComposing, target: event.target })) return;
    event.preventDefault();
    search();
  };
  return (
    <div className="cw-list-filters" role="search" onKeyDown={onKeyDown} style={{ marginBottom: 8 }}>
      <FormProvider form={form}>
        <FormLayout layout="vertical">
          {/* a plain CSS grid: the list's first screen does without FormGrid and its resize observer */}
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 16 }}>
            <SchemaField key={fieldsKey} schema={schema} />
          </div>
        </FormLayout>
      </FormProvider>
      <Space>
        <Button type="primary" onClick={search} data-testid="list-search">{t('list.search')}</Button>
        <Button onClick={reset} data-testid="list-reset">{t('list.reset')}</Button>
      </Space>
    </div>
  );
});
