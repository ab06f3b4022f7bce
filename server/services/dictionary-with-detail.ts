import { AppError } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import type { RequestDb } from '../entity/row-store';

/** Which dictionary queryWithDetail reads: by its id, or by its code (the key every reader uses). */
export type DictionaryKey = { id: number } | { dictionaryCode: string };

/** A dictionary with its items (the header and lines of /dictionaryInformation). */
export interface DictionaryWithDetail {
  id: number;
  dictionaryCode: string;
  dictionaryName: string;
  items: Record<string, unknown>[];
  [column: string]: unknown;
}

const ID = /^[1-9][0-9]{0,9}$/;
const CODE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * Reads the key from the query parameters: `id` wins when both are given. Refuses a missing or malformed key as a
 * 400 naming the field.
 * @example dictionaryKeyOf({ dictionaryCode: 'wmsStash' }, 'en'); // { dictionaryCode: 'wmsStash' }
 */
export function dictionaryKeyOf(query: { id?: string; dictionaryCode?: string }, lang: Language): DictionaryKey {
  const id = query.id?.trim();
  const code = query.dictionaryCode?.trim();
  if (id) {
    if (!ID.test(id) || Number(id) > 2_147_483_647) throw new AppError('VALIDATION', { detail: 'id' }, { id: lang === 'zh' ? 'id 须为正整数' : 'id must be a positive integer' });
    return { id: Number(id) };
  }
  if (code) {
    if (!CODE.test(code)) throw new AppError('VALIDATION', { detail: 'dictionaryCode' }, { dictionaryCode: lang === 'zh' ? '字典编码格式不正确' : 'not a dictionary code' });
    return { dictionaryCode: code };
  }
  throw new AppError('VALIDATION', { detail: 'id or dictionaryCode' }, { dictionaryCode: lang === 'zh' ? '请提供 id 或字典编码' : 'give id or dictionaryCode' });
}

/**
 * The caller's tenant's dictionary with its items, ordered as pickers show them (dictionaryOrder, items without one
 * last, then value). @throws AppError ROW_NOT_FOUND for a dictionary the tenant does not have.
 */
export async function queryWithDetail(db: RequestDb, tenantId: number, key: DictionaryKey, lang: Language): Promise<DictionaryWithDetail> {
  let header = db.selectFrom('baseDictionary').selectAll().where('tenantId', '=', tenantId);
  header = 'id' in key ? header.where('id', '=', key.id) : header.where('dictionaryCode', '=', key.dictionaryCode);
  const row = await header.executeTakeFirst();
  if (!row) throw new AppError('ROW_NOT_FOUND', { entity: lang === 'zh' ? '字典信息' : 'Dictionaries', ids: 'id' in key ? String(key.id) : key.dictionaryCode });
  const items = await db.selectFrom('baseDictionaryDetail').selectAll()
    .where('tenantId', '=', tenantId).where('dictionaryCode', '=', row.dictionaryCode)
    .orderBy((eb) => eb.ref('dictionaryOrder'), (ob) => ob.asc().nullsLast()).orderBy('dictionaryValue').execute();
  const dictionary = withoutTenant(row as unknown as Record<string, unknown>);
  return { ...dictionary, items: items.map((item) => withoutTenant(item as Record<string, unknown>)) } as DictionaryWithDetail;
}

/** A row as the API shows it: without the tenant and the custom-field bag (`ext`). */
function withoutTenant(row: Record<string, unknown>): Record<string, unknown> {
  const { tenantId: _tenant, ext: _ext, ...rest } = row;
  return rest;
}
