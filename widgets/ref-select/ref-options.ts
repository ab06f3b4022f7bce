/**
 * The options of a reference field's picker, from `POST /api/clearway/references/options` (docs/api.md, "Reference
 * options"): by the typed text, or the labels of given values (a form's current value). Labels are kept for the
 * session, so a value shown once is not asked for again; searches are not kept (the target's rows change).
 */
import type { HttpPort } from '../../engine/render/http-context';
import type { RefTreeOption } from '../../engine/schema/references';
import { clearWithSession } from '../../engine/session/session-caches';

/** Where a picker asks. */
export const REF_OPTIONS_PATH = '/api/clearway/references/options';

/** One option as the select shows it. */
export interface RefOption {
  value: string | number;
  label: string;
}

/** Which field's picker asks: the referring entity and its field. */
export interface RefTarget {
  entity: string;
  field: string;
}

/** What one search sends; `parent` only for a cascading field whose parent is in the same form. */
export interface RefSearch {
  search?: string;
  parent?: string | number | null;
}

/** The options in a reply's data; anything that is not an option is dropped. */
export function toRefOptions(data: unknown): RefOption[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const { value, label } = (item ?? {}) as { value?: unknown; label?: unknown };
    return (typeof value === 'string' || typeof value === 'number') && typeof label === 'string' ? [{ value, label }] : [];
  });
}

/** The body of a search: empty text and an absent parent are left out (no parent: no cascading filter). */
export function refSearchBody(target: RefTarget, query: RefSearch): Record<string, unknown> {
  const body: Record<string, unknown> = { entity: target.entity, field: target.field };
  const text = query.search?.trim();
  if (text) body.search = text;
  if (query.parent !== undefined) body.parent = query.parent === '' ? null : query.parent;
  return body;
}

/** Options matching a search (never cached). */
export async function searchRefOptions(http: HttpPort, target: RefTarget, query: RefSearch): Promise<RefOption[]> {
  const reply = await http.request<{ data?: unknown }>({ method: 'POST', url: REF_OPTIONS_PATH, data: refSearchBody(target, query) });
  const options = toRefOptions(reply.data?.data);
  for (const option of options) labels.set(labelKey(target, option.value), Promise.resolve(option.label));
  return options;
}

/** A tree reference's whole tree (`x-ref.tree`), nested; its labels are kept like a search's. */
export async function refTreeOptions(http: HttpPort, target: RefTarget): Promise<RefTreeOption[]> {
  const reply = await http.request<{ data?: unknown }>({ method: 'POST', url: REF_OPTIONS_PATH, data: { entity: target.entity, field: target.field, tree: true } });
  const nodes = Array.isArray(reply.data?.data) ? (reply.data.data as RefTreeOption[]) : [];
  const remember = (list: RefTreeOption[]): void => list.forEach((node) => {
    labels.set(labelKey(target, node.value), Promise.resolve(node.label));
    remember(node.children ?? []);
  });
  remember(nodes);
  return nodes;
}

const labels = new Map<string, Promise<string | undefined>>();
const labelKey = (target: RefTarget, value: string | number) => `${target.entity}\u0000${target.field}\u0000${value}`;

/** The label of a value (undefined when the caller's tenant has no such target row), asked once per session. */
export function refLabelOf(http: HttpPort, target: RefTarget, value: string | number): Promise<string | undefined> {
  const key = labelKey(target, value);
  let label = labels.get(key);
  if (!label) {
    label = http.request<{ data?: unknown }>({ method: 'POST', url: REF_OPTIONS_PATH, data: { entity: target.entity, field: target.field, values: [value] } })
      .then((reply) => toRefOptions(reply.data?.data).find((option) => String(option.value) === String(value))?.label);
    label.catch(() => labels.delete(key));
    labels.set(key, label);
  }
  return label;
}

/** Forgets every label (on logout, and between tests). */
export function clearRefLabels(): void {
  labels.clear();
}

clearWithSession(clearRefLabels);
