/**
 * The reverse generator's controller (no JSX): the database's tables and the search over them, the table picked, the
 * server's draft of its schema under the chosen template, the titles the person names, and the hand-over of the
 * draft to the form designer or the forward generator.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { devtoolApi, type TableInfo } from '../devtool-api';
import { useFetchedOnMount, type Fetched } from '../../use-fetched-on-mount';
import { DRAFT_QUERY, storeDesignerDraft } from './designer-draft';
import { withFieldTitle } from './draft-fields';
import { filterTables } from './filter-tables';
import { useGeneratorTemplates, type GeneratorTemplates } from './use-generator-templates';

export type DraftState =
  | { status: 'none' }
  | { status: 'loading'; table: string }
  | { status: 'ready'; table: string; schema: EntitySchema; notes: string[] }
  | { status: 'failed'; table: string; message: string };

export interface ReverseGenerator {
  tables: Fetched<TableInfo[]> & { retry(): void };
  search: string;
  setSearch(text: string): void;
  /** The tables the search keeps (empty while loading or failed). */
  shown: TableInfo[];
  templates: GeneratorTemplates;
  picked: string | undefined;
  pick(table: string): void;
  draft: DraftState;
  retryDraft(): void;
  renameField(field: string, language: 'zh' | 'en', title: string): void;
  openInDesigner(): void;
  sendToForward(): void;
}

const loadTables = () => devtoolApi.tables();

export function useReverseGenerator(): ReverseGenerator {
  const navigate = useNavigate();
  const tables = useFetchedOnMount('tables', loadTables);
  const [search, setSearch] = useState('');
  const templates = useGeneratorTemplates();
  const [picked, setPicked] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [draft, setDraft] = useState<DraftState>({ status: 'none' });

  // A new table or template drafts again (names given under the previous draft are not carried over).
  // It waits for the templates, so the draft is made once, under the default template.
  const templatesLoading = templates.status === 'loading';
  useEffect(() => {
    if (!picked) return undefined;
    setDraft({ status: 'loading', table: picked });
    if (templatesLoading) return undefined;
    let live = true;
    devtoolApi.draft(picked, templates.templateId).then(
      (reply) => live && setDraft({ status: 'ready', table: picked, schema: reply.schema, notes: reply.notes ?? [] }),
      (error: unknown) => live && setDraft({ status: 'failed', table: picked, message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [picked, templates.templateId, templatesLoading, attempt]);

  const shown = useMemo(() => (tables.status === 'ready' ? filterTables(tables.value, search) : []), [tables, search]);
  const renameField = useCallback((field: string, language: 'zh' | 'en', title: string) => {
    setDraft((state) => (state.status === 'ready' ? { ...state, schema: withFieldTitle(state.schema, field, language, title) } : state));
  }, []);
  const handOver = (path: string) => {
    if (draft.status !== 'ready') return;
    storeDesignerDraft(draft.schema);
    navigate(`${path}?${DRAFT_QUERY}`);
  };

  return {
    tables,
    search,
    setSearch,
    shown,
    templates,
    picked,
    pick: setPicked,
    draft,
    retryDraft: () => setAttempt((n) => n + 1),
    renameField,
    openInDesigner: () => handOver('/formdesign'),
    sendToForward: () => handOver('/forwardgenerator'),
  };
}
