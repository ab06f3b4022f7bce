/**
 * The tenant's override of an entity schema (docs/schemas.md, "Tenant overrides"), applied in the browser:
 * `GET /api/clearway/schema-overrides/{schemaId}` once per session and schema, the active patch merged over the
 * base schema (`applyMergePatch`) and compiled again (`compileEntity`), so the tenant's titles, labels, order and
 * visibility show on its pages. While loading the model is undefined (show the page spinner); on any failure, or
 * when the tenant has no override, the base model is used, silently.
 */
import { useEffect, useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { Envelope } from '../../../engine/data/envelope';
import { compileEntity, type EntityModel } from '../../../engine/schema/entity-model';
import type { EntitySchema } from '../../../engine/schema/entity-schema';
import { applyMergePatch } from '../../../engine/schema/tenant-override';
import { http as appHttp } from '../../app/http';
import { clearWithSession } from '../../../engine/session/session-caches';

type Getter = Pick<AxiosInstance, 'get'>;

interface OverrideReply {
  active: { version: number; patch: Record<string, unknown> } | null;
}

/** Per session (key) and schema: the model to draw, once resolved. */
const cache = new Map<string, Promise<EntityModel>>();

/** Forgets every resolved override (on logout, or after an administrator saves one). */
export function clearEntityOverrideCache(): void {
  cache.clear();
}

clearWithSession(clearEntityOverrideCache);

/** The model with the tenant's active patch applied: the base model itself when there is none or anything fails. */
export async function loadEntityOverride(model: EntityModel, http: Getter): Promise<EntityModel> {
  try {
    const reply = await http.get<Envelope<OverrideReply | null>>(`/api/clearway/schema-overrides/${encodeURIComponent(model.id)}`, { silent: true });
    const patch = reply.data?.data?.active?.patch;
    if (!patch || typeof patch !== 'object') return model;
    return compileEntity(applyMergePatch(model.schema, patch) as EntitySchema);
  } catch {
    return model;
  }
}

/**
 * The model a page should draw for this tenant: undefined while the override loads, then the merged model (or the
 * base one). `sessionKey` names the signed-in session (say tenant and user) so another login fetches again.
 */
export function useEntityOverride(model: EntityModel | undefined, options: { sessionKey?: string; http?: Getter } = {}): EntityModel | undefined {
  const { sessionKey = '', http = appHttp } = options;
  const key = model ? `${sessionKey}\u0000${model.id}` : '';
  const [resolved, setResolved] = useState<{ key: string; model: EntityModel } | undefined>();

  useEffect(() => {
    if (!model) return undefined;
    let pending = cache.get(key);
    if (!pending) {
      pending = loadEntityOverride(model, http);
      cache.set(key, pending);
    }
    let live = true;
    void pending.then((merged) => {
      if (live) setResolved({ key, model: merged });
    });
    return () => {
      live = false;
    };
  }, [key, model, http]);

  if (!model) return undefined;
  return resolved?.key === key ? resolved.model : undefined;
}
