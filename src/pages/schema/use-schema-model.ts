/**
 * A schema page's model, fetched from the server when the page opens: `GET /api/clearway/schemas/{schemaId}` answers
 * the schema with the tenant's active override already merged (docs/schemas.md, "Tenant overrides"), and the
 * browser compiles it once (`compileEntity`). The schema files are checked by the server when it loads them, so the
 * browser does not load ajv to check them again.
 */
import { useCallback } from 'react';
import type { AxiosInstance } from 'axios';
import type { Envelope } from '../../../engine/data/envelope';
import { compileEntity, type EntityModel } from '../../../engine/schema/entity-model';
import type { EntitySchema } from '../../../engine/schema/entity-schema';
import { http as appHttp } from '../../app/http';
import { useFetchedOnMount } from '../use-fetched-on-mount';

type Getter = Pick<AxiosInstance, 'get'>;

/** What the server answers for one schema. */
interface SchemaReply {
  schema: EntitySchema;
  overrideVersion: number | null;
}

/** The page's model: loading (show the spinner), ready, or failed with the reason (show it, with a retry). */
export type SchemaModelState =
  | { status: 'loading' }
  | { status: 'ready'; model: EntityModel }
  | { status: 'failed'; message: string };

/** Fetches and compiles one schema (the tenant's override merged by the server). */
export async function loadSchemaModel(schemaId: string, http: Getter = appHttp): Promise<EntityModel> {
  const reply = await http.get<Envelope<SchemaReply>>(`/api/clearway/schemas/${encodeURIComponent(schemaId)}`, { silent: true });
  return compileEntity(reply.data.data.schema);
}

/**
 * The model of a schema, fetched each time a page with it mounts (so a changed schema file shows on the next
 * opening), with `retry` for after a failure. Undefined `schemaId`: stays loading and fetches nothing.
 */
export function useSchemaModel(schemaId: string | undefined, http: Getter = appHttp): SchemaModelState & { retry(): void } {
  const load = useCallback((id: string) => loadSchemaModel(id, http), [http]);
  const fetched = useFetchedOnMount(schemaId, load);
  return fetched.status === 'ready' ? { status: 'ready', model: fetched.value, retry: fetched.retry } : fetched;
}
