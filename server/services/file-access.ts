import type { EntityRegistry } from '../entity/entity-registry';
import { mayRead } from '../entity/entity-permissions';
import { RowStore, type RequestDb } from '../entity/row-store';
import type { SessionUser } from '../http/request-context';

/** The facts of a stored file that decide who may read it. */
export interface FileOwnership {
  key: string;
  createdBy: number | null;
}

/**
 * Who may download a stored file (docs/api.md, "Files"): the user who uploaded it (an export or import task's file
 * is stored as its user's, so only they get it), anyone who may read a record it is attached to (the entity's menu
 * and the row within their tenant and site), and, for a file shown inside a saved rich text (an image in a notice),
 * every user of the tenant, who see it wherever that text is shown. Nobody else, administrators included: a file
 * nobody attached to a record stays its uploader's.
 */
export async function mayReadFile(db: RequestDb, user: SessionUser, entities: EntityRegistry, file: FileOwnership): Promise<boolean> {
  if (file.createdBy === user.id) return true;
  const links = await db.selectFrom('fileLink').select(['entityId', 'rowId', 'published']).where('tenantId', '=', user.tenantId).where('fileKey', '=', file.key).execute();
  if (links.some((link) => link.published)) return true;
  for (const link of links) {
    const model = entities.get(link.entityId);
    if (model?.table && (await mayRead(db, user, model)) && (await new RowStore(model).visible(db, user, link.rowId))) return true;
  }
  return false;
}
