/**
 * The forward generator's controller (no JSX): the schema to generate from (the handed-over draft or pasted JSON),
 * the template, the target route and its status in the catalogue, the preview of the files (or the problems), their
 * download, and the write into the schema folder in development mode.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EntitySchema } from '../../../../engine/schema/entity-schema';
import { devtoolApi, type DevtoolSettings, type ForwardReply } from '../devtool-api';
import { readDesignerDraft, type StoredDraft } from './designer-draft';
import { downloadGeneratedFiles } from './download-generated-files';
import { sourceSchema, withRoute, withTable, type SchemaSourceKind, type SourceSchema } from './forward-source';
import { routeClash, type RouteStatus } from './route-status';
import { useGeneratorTemplates, type GeneratorTemplates } from './use-generator-templates';
import { useRouteStatus } from './use-route-status';

type Call<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; reply: T; key: string } | { status: 'failed'; message: string };

export interface ForwardGenerator {
  draft: StoredDraft;
  kind: SchemaSourceKind;
  setKind(kind: SchemaSourceKind): void;
  pasted: string;
  setPasted(text: string): void;
  source: SourceSchema;
  templates: GeneratorTemplates;
  route: string;
  setRoute(route: string): void;
  routeStatus: RouteStatus;
  /** Another page draws the route already. */
  routeClash: boolean;
  /** The table the entity is stored in (the draft's, or as the person changed it). */
  table: string;
  setTable(table: string): void;
  /** The schema sent (source with the route), when there is one. */
  schema: EntitySchema | undefined;
  preview: Call<ForwardReply>;
  /** The preview shown was made from another schema, template or route. */
  stale: boolean;
  runPreview(): void;
  download(): Promise<'zip' | 'separate' | undefined>;
  settings: DevtoolSettings | undefined;
  write: Call<ForwardReply>;
  runWrite(): void;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useForwardGenerator(): ForwardGenerator {
  const [params] = useSearchParams();
  const [draft] = useState<StoredDraft>(() => (params.get('draft') === '1' ? readDesignerDraft() : { status: 'none' }));
  const [kind, setKind] = useState<SchemaSourceKind>(draft.status === 'ready' ? 'draft' : 'pasted');
  const [pasted, setPasted] = useState('');
  const [routeEdit, setRoute] = useState<string>();
  const [tableEdit, setTable] = useState<string>();
  const templates = useGeneratorTemplates();
  const [settings, setSettings] = useState<DevtoolSettings>();
  const [preview, setPreview] = useState<Call<ForwardReply>>({ status: 'idle' });
  const [write, setWrite] = useState<Call<ForwardReply>>({ status: 'idle' });

  useEffect(() => {
    let live = true;
    devtoolApi.settings().then((reply) => live && setSettings(reply), () => live && setSettings({ devMode: false, generatorDir: null }));
    return () => {
      live = false;
    };
  }, []);

  const source = useMemo(() => sourceSchema(kind, draft, pasted), [kind, draft, pasted]);
  const route = routeEdit ?? (source.status === 'ready' ? source.schema.route ?? '' : '');
  const routeStatus = useRouteStatus(route);
  const table = tableEdit ?? (source.status === 'ready' ? source.schema.storage?.table ?? '' : '');
  const schema = useMemo(() => (source.status === 'ready' ? withTable(withRoute(source.schema, route), table) : undefined), [source, route, table]);
  const key = useMemo(() => JSON.stringify({ schema, templateId: templates.templateId }), [schema, templates.templateId]);
  const stale = preview.status === 'ready' && preview.key !== key;

  const runPreview = () => {
    if (!schema) return;
    setPreview({ status: 'loading' });
    setWrite({ status: 'idle' });
    devtoolApi.forward(schema, { templateId: templates.templateId }).then(
      (reply) => setPreview({ status: 'ready', reply, key }),
      (error: unknown) => setPreview({ status: 'failed', message: errorText(error) }),
    );
  };
  const runWrite = () => {
    if (!schema) return;
    setWrite({ status: 'loading' });
    devtoolApi.forward(schema, { templateId: templates.templateId, write: true }).then(
      (reply) => setWrite({ status: 'ready', reply, key }),
      (error: unknown) => setWrite({ status: 'failed', message: errorText(error) }),
    );
  };
  const download = async () => {
    if (preview.status !== 'ready' || stale || preview.reply.problems.length) return undefined;
    return downloadGeneratedFiles(preview.reply.files, schema?.id);
  };

  return {
    draft, kind, setKind, pasted, setPasted, source, templates,
    route, setRoute, table, setTable, routeStatus, routeClash: routeClash(routeStatus, schema?.id), schema,
    preview, stale, runPreview, download, settings, write, runWrite,
  };
}
