/**
 * What a detail page shows, from the schema's `detail` (sections of fields, tabs of fields, a sub-table or a child
 * table's lines), or by default: one section of every plain field, a tab per sub-table field, and the row's record
 * stamps.
 */
import type { EntityModel } from '../../schema/entity-model';
import type { RelatedCallSpec, RelatedRowsSpec } from '../../schema/entity-schema';
import { createTranslator } from '../engine-texts';
import { localize, type Language } from '../localize';

export interface DetailSection {
  title: string;
  fields: string[];
}

export interface DetailTab {
  key: string;
  title: string;
  fields?: string[];
  /** An array field drawn as a table of its items. */
  subTable?: string;
  /** A key of the schema's `children`: the tab lists that child table's lines. */
  child?: string;
  /** Rows of another table read through a qid with this row's id (RelatedRows.tsx). */
  related?: RelatedRowsSpec;
  /** What one of the entity's GET command calls answers for this row (RelatedCall.tsx). */
  call?: RelatedCallSpec;
}

export interface DetailLayout {
  sections: DetailSection[];
  tabs: DetailTab[];
}

/** The engine's own stamps on every row. */
export const AUDIT_FIELDS = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

export function detailLayout(model: EntityModel, language: Language): DetailLayout {
  const t = createTranslator(language);
  const detail = model.schema.detail;
  const audit: DetailSection = { title: t('detail.audit'), fields: [...AUDIT_FIELDS] };
  if (detail?.sections || detail?.tabs) {
    return {
      sections: [...(detail.sections ?? []).map((section) => ({ title: localize(section.title, language), fields: [...section.fields] })), audit],
      tabs: (detail.tabs ?? []).map((tab, i) => ({ key: `tab${i}`, title: localize(tab.title, language), fields: tab.fields && [...tab.fields], subTable: tab.subTable, child: tab.child, related: tab.related, call: tab.call })),
    };
  }
  const entries = Object.entries(model.schema.fields);
  return {
    sections: [{ title: t('detail.basic'), fields: entries.filter(([, f]) => f.type !== 'array').map(([name]) => name) }, audit],
    tabs: entries.filter(([, f]) => f.type === 'array' && f.items).map(([name, f]) => ({ key: name, title: localize(f.title, language), subTable: name })),
  };
}
