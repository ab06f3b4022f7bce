/**
 * What a sent or failed message changes on the row it is about: an employee pushed to the warehouse system shows
 * 已同步 or 同步失败 in its 仓库系统同步 column (schemas/base/employee.json `wmsSyncState`). Written by the worker,
 * not a person, so it bypasses the entity service (no version bump, no audit row: the message itself is the record).
 */
import { sql } from 'kysely';
import type { RequestDb } from '../entity/row-store';

export async function afterSending(db: RequestDb, message: { tenantId: number; bizEntity: string | null; bizId: number | null }, sent: boolean): Promise<void> {
  if (message.bizEntity === 'base.employee' && message.bizId !== null) {
    await sql`UPDATE base_employee SET wms_sync_state = ${sent ? '1' : '2'} WHERE id = ${message.bizId} AND tenant_id = ${message.tenantId}`.execute(db);
  }
}
