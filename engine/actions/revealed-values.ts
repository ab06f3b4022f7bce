import type { EntityModel } from '../schema/entity-model';
import type { Language } from '../render/localize';
import type { RevealedValue } from './action-types';

/**
 * The values a reply hands out once (`_reveal`, docs/api.md "Values shown once": a new app client's secret), titled
 * by their fields; none when the reply has none. Pure.
 * @example revealedValues(model, { id: 7, _reveal: { clientSecret: 'k3…' } }, 'zh'); // [{ title: '客户端密钥', value: 'k3…' }]
 */
export function revealedValues(model: EntityModel, reply: unknown, language: Language): RevealedValue[] {
  const reveal = reply && typeof reply === 'object' ? (reply as { _reveal?: unknown })._reveal : undefined;
  if (!reveal || typeof reveal !== 'object') return [];
  return Object.entries(reveal as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'string' && value !== '')
    .map(([name, value]) => ({ title: model.schema.fields[name]?.title[language] ?? name, value: value as string }));
}
