import type { FieldSchema } from '../../schema/entity-schema';
import { fieldComponent } from './field-component';

const field = (props: Record<string, unknown>): FieldSchema => ({ type: 'string', title: { zh: '账册编号', en: 'Ledger no.' }, 'x-component-props': props });

describe('fieldComponent', () => {
  it('says a placeholder written in both languages in the page\'s language', () => {
    const both = field({ placeholder: { zh: '留空则取第一张的账册', en: 'Empty: the first one\'s ledger' } });
    expect(fieldComponent(both, 'zh').props.placeholder).toBe('留空则取第一张的账册');
    expect(fieldComponent(both, 'en').props.placeholder).toBe('Empty: the first one\'s ledger');
    // One language only: the other page falls back to it.
    expect(fieldComponent(field({ placeholder: { zh: '全称' } }), 'en').props.placeholder).toBe('全称');
  });

  it('passes a plain placeholder and other props through as written', () => {
    expect(fieldComponent(field({ placeholder: '全称', maxLength: 9 }), 'en').props).toMatchObject({ placeholder: '全称', maxLength: 9 });
    expect(fieldComponent(field({ style: { width: 1 } }), 'en').props.style).toEqual({ width: 1 });
  });
});
