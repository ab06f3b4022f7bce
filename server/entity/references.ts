/**
 * The server half of references (`x-ref`, docs/schemas.md "References"): a write is refused when a referenced value
 * is not among the target rows the caller can read (their tenant, and their site where the target is site-scoped),
 * with a 400 naming the field — never the 500 of a foreign key; and the rows of a list carry the labels of their
 * references under `_labels` (one `value IN (…)` read per reference field per page).
 *
 * Both read the target through its qid (an entity's derived list qid, or a qid of schemas/queries) narrowed to the
 * value and label columns, so the target's own tenant, site and fixed conditions apply exactly as on its list.
 */
import type { EntityModel } from '../../engine/schema/entity-model';
import type { RefSpec } from '../../engine/schema/entity-schema';
import { attachRefLabels, collectRefValues, isEmptyRefValue, referenceFields, refFilters } from '../../engine/schema/references';
import type { Db } from '../db/database';
import { AppError, formatMessage } from '../errors/app-error';
import type { Language } from '../errors/catalogue';
import type { SessionUser } from '../http/request-context';
import type { QidDefinition } from '../qid/definition';
import type { QidRegistry } from '../qid/registry';
import { parseQidRequest, type QidRequest } from '../qid/request-params';
import type { QidPage } from '../qid/run-query';
import { runQid } from '../qid/run-query';
import type { EntityRegistry } from './entity-registry';
import { linkValues } from './link-fields';

/** The filter of a lookup that takes the values asked for; no qid filter can have the name (it is not camelCase). */
const VALUES_FILTER = '__refValues';

/** The rows of a reply, whatever its shape (a page, a list, anything else: none). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  const list = (result as Partial<QidPage> | null)?.list;
  return Array.isArray(list) ? list : [];
}

/** Most options one picker read returns: a person types to narrow rather than scrolls through more. */
export const OPTIONS_LIMIT = 50;

/** What a picker sends (reference-routes.ts). */
export interface ReferenceOptionsInput {
  search?: string;
  values?: (string | number)[];
  parent?: string | number | null;
  limit?: number;
}

/** Values of a filter type that can name a row: a text value cannot match an integer column (and would fail the cast). */
function comparable(values: readonly (string | number)[], type: string | undefined): (string | number)[] {
  if (type !== 'integer' && type !== 'number') return values.map(String);
  return values.filter((value) => /^-?\d+(\.\d+)?$/.test(String(value).trim())).map(Number).filter((value) => type !== 'integer' || Number.isSafeInteger(value));
}

/** Where targets are found: read at each call, since schemas reload at run time (the server context). */
export interface ReferenceTargets {
  qids: QidRegistry;
  entities: EntityRegistry;
}

/** Reads references' targets for writes and lists. */
export class References {
  /**
   * Target qid definition → value and label → the narrowed lookup definition, built once per target definition
   * (run-query.ts caches compiled SQL per definition object; a reloaded target brings a new one).
   */
  private readonly lookups = new WeakMap<QidDefinition, Map<string, QidDefinition>>();

  constructor(private readonly targets: ReferenceTargets) {}

  /**
   * Refuses a write whose referenced values the caller cannot read: 400 REFERENCE_NOT_FOUND with a message under
   * each such field (`所属部门 不存在`). An empty value is left to `required`; with `dependsOn` the value must be
   * among the parent's (a city of the chosen province). An update is checked for what it changes: a value the row
   * holds already (with the same parent) passes, so a row whose target has gone can still be edited otherwise.
   * @param before the row as stored (an update), whose values fill in a parent the body does not send
   */
  async check(db: Db, user: SessionUser, lang: Language, model: EntityModel, values: Record<string, unknown>, before?: Record<string, unknown>): Promise<void> {
    const missing: string[] = [];
    const merged = { ...before, ...values };
    for (const [field, ref] of referenceFields(model.schema)) {
      if (!Object.hasOwn(values, field)) continue;
      const value = values[field];
      // A link (`x-link`): every value must be found.
      if (Array.isArray(value)) {
        const wanted = linkValues(value);
        const found = wanted.length ? await this.labelsOf(db, user, ref, wanted, { ...ref.params }) : new Map();
        if (wanted.some((item) => !found.has(String(item)))) missing.push(field);
        continue;
      }
      if (isEmptyRefValue(value) || (typeof value !== 'string' && typeof value !== 'number')) continue;
      const parent = ref.dependsOn?.field;
      if (before && before[field] === value && (parent === undefined || before[parent] === merged[parent])) continue;
      const filters = refFilters(ref, merged) ?? { ...ref.params };
      const found = await this.labelsOf(db, user, ref, [value], filters);
      if (!found.has(String(value))) missing.push(field);
    }
    if (!missing.length) return;
    const titleOf = (field: string) => model.schema.fields[field]!.title[lang];
    const title = missing.map(titleOf).join(lang === 'zh' ? '、' : ', ');
    throw new AppError('REFERENCE_NOT_FOUND', { title }, Object.fromEntries(missing.map((field) => [field, formatMessage('REFERENCE_NOT_FOUND', lang, { title: titleOf(field) })])));
  }

  /**
   * Adds `_labels` to the rows of a list reply of an entity (a page `{ list }` or an array), in place; returns the
   * reply. One read per reference field, of the values on the page only.
   */
  async label<T>(db: Db, user: SessionUser, model: EntityModel, result: T, lang: Language = 'zh'): Promise<T> {
    const refs = referenceFields(model.schema);
    const rows = rowsOf(result);
    if (!refs.length || !rows.length) return result;
    const labels = new Map<string, Map<string, string>>();
    for (const [field, ref] of refs) {
      const values = collectRefValues(rows, field);
      // Labels of the page's values whatever their parent: a cascading filter is for picking, not for showing.
      labels.set(field, values.length ? await this.labelsOf(db, user, ref, values, { ...ref.params }, lang) : new Map());
    }
    attachRefLabels(rows, labels);
    return result;
  }

  /**
   * What a picker offers for a reference field (`POST /api/clearway/references/options`): `[{ value, label }]` of
   * the target rows the user can read, in the target's order. `values` asks for those values' labels (the current
   * value of a form); else `search` narrows by the typed text, sent to the target's `search` filter or, without one,
   * matched against the labels here; with `dependsOn`, `parent` (when sent) is the parent field's value.
   */
  async options(db: Db, user: SessionUser, ref: RefSpec, input: ReferenceOptionsInput, lang: Language = 'zh'): Promise<{ value: unknown; label: string }[]> {
    const definition = this.lookup(ref);
    const filters: Record<string, unknown> = { ...ref.params };
    if (input.values) {
      const found = await this.labelsOf(db, user, ref, input.values, filters, lang);
      return [...found].map(([value, label]) => ({ value: input.values!.find((v) => String(v) === value), label }));
    }
    if (ref.dependsOn && input.parent !== undefined) {
      if (isEmptyRefValue(input.parent)) return [];
      filters[ref.dependsOn.param] = input.parent;
    }
    const text = input.search?.trim() ?? '';
    if (text && ref.search) filters[ref.search] = text;
    const limit = input.limit ?? OPTIONS_LIMIT;
    // Matching here needs every row the filters leave (a small table: a dictionary level); else one short page.
    const matchHere = text !== '' && !ref.search;
    let request: QidRequest;
    try {
      request = parseQidRequest({ qid: definition.qid, ...filters, pageSize: limit }, definition);
    } catch (error) {
      if (error instanceof AppError) return [];
      throw error;
    }
    const reply = await runQid(db, definition, request, user, !matchHere);
    const rows = rowsOf(reply) as LookupRow[];
    const options = rows.map((row) => ({ value: row.value, label: labelIn(row, lang) }));
    // Without a search filter the typed text is matched here, against the label and the value.
    const matching = text && !ref.search ? options.filter((o) => o.label.toLowerCase().includes(text.toLowerCase()) || String(o.value).toLowerCase().includes(text.toLowerCase())) : options;
    return matching.slice(0, limit);
  }

  /** value (as text) → label of the target rows the user can read among `values`. */
  private async labelsOf(db: Db, user: SessionUser, ref: RefSpec, values: readonly (string | number)[], filters: Record<string, unknown>, lang: Language = 'zh'): Promise<Map<string, string>> {
    const definition = this.lookup(ref);
    const wanted = comparable(values, definition.filters![VALUES_FILTER]!.type);
    if (!wanted.length) return new Map();
    let request: QidRequest;
    try {
      request = parseQidRequest({ qid: definition.qid, ...filters, pageSize: wanted.length }, definition);
    } catch (error) {
      // A fixed or parent value of the wrong type (a letter for an integer filter) matches no row.
      if (error instanceof AppError) return new Map();
      throw error;
    }
    request.filters[VALUES_FILTER] = wanted;
    const rows = (await runQid(db, definition, request, user, false)) as LookupRow[];
    return new Map(rows.map((row) => [String(row.value), labelIn(row, lang)]));
  }

  /** The target's qid narrowed to value and label, with an `in` filter on the value (built once per reference). */
  private lookup(ref: RefSpec): QidDefinition {
    const targetQid = ref.entity !== undefined ? this.targets.entities.get(ref.entity)?.listQid : ref.qid;
    const target = targetQid === undefined ? undefined : this.targets.qids.get(targetQid);
    // schemas:check and the start-up check refuse such a reference: reaching here is a bug, not bad input.
    if (!target) throw new Error(`x-ref: no qid for ${ref.entity ?? ref.qid}`);
    let byRef = this.lookups.get(target);
    if (!byRef) {
      byRef = new Map();
      this.lookups.set(target, byRef);
    }
    const key = `${ref.value} ${ref.label} ${ref.labelEn ?? ''}`;
    let definition = byRef.get(key);
    if (!definition) {
      const column = (field: string) => {
        const found = target.fields[field];
        // A reference reads plain columns (an aggregate's measures and buckets are not rows to refer to).
        if (typeof found !== 'string') throw new Error(`x-ref: ${target.qid} has no column field ${field}`);
        return found;
      };
      // An entity's row id is an integer, whether or not its list filters by it.
      const valueType = target.filters?.[ref.value]?.type ?? (ref.entity !== undefined && ref.value === 'id' ? 'integer' : undefined);
      definition = {
        qid: `${target.qid}:${ref.value}`,
        from: target.from,
        fields: { value: column(ref.value), label: column(ref.label), ...(ref.labelEn ? { labelEn: column(ref.labelEn) } : {}) },
        filters: { ...target.filters, [VALUES_FILTER]: { column: column(ref.value), op: 'in', ...(valueType ? { type: valueType } : {}) } },
        where: target.where,
        scope: target.scope,
        orderBy: target.orderBy ?? [],
        maxRows: 10_000,
      };
      byRef.set(key, definition);
    }
    return definition;
  }
}

/** A target row as a reference reads it: the value, its label and (with `labelEn`) its English label. */
type LookupRow = { value: unknown; label: unknown; labelEn?: unknown };

/** The row's label in the page's language: the English one on English pages when it has one, else the label, else the value. */
function labelIn(row: LookupRow, lang: Language): string {
  const filled = (text: unknown) => text !== null && text !== undefined && text !== '';
  if (lang === 'en' && filled(row.labelEn)) return String(row.labelEn);
  return filled(row.label) ? String(row.label) : String(row.value);
}

const bound = new WeakMap<ReferenceTargets, References>();

/** The one References of a server context (its lookups are cached per context). */
export function referencesFor(targets: ReferenceTargets): References {
  let references = bound.get(targets);
  if (!references) {
    references = new References(targets);
    bound.set(targets, references);
  }
  return references;
}
