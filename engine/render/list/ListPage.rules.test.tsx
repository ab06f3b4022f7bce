// @vitest-environment jsdom
/**
 * Computed values and rules in the form (docs/schemas.md, "Computed values", "Rules"): the computed field follows the
 * values as the person types, and a broken rule's message shows under its field before anything is sent — the same
 * definitions the server checks.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import { clearDictionaryCache } from '../../../widgets/dict-select/dictionary-cache';
import { dialog, formDialog, renderList } from '../testing/list-page-fixtures';

beforeEach(() => clearDictionaryCache());

const t = (zh: string, en = zh) => ({ zh, en });
const model = compileEntity({
  id: 'test.priceList', title: t('价格表'), api: { pattern: 'admin', entity: 'pricelist' },
  fields: {
    quantity: { type: 'integer', title: t('数量') },
    unitPrice: { type: 'number', title: t('单价') },
    amount: { type: 'number', title: t('金额'), 'x-compute': 'quantity * unitPrice', 'x-db-type': 'numeric(19,2)' },
    validFrom: { type: 'string', title: t('生效日期'), maxLength: 10 },
    validTo: { type: 'string', title: t('失效日期'), maxLength: 10 },
  },
  list: { columns: ['quantity', 'unitPrice', 'amount', 'validFrom', 'validTo'], toolbar: ['create'] },
  form: { fields: ['quantity', 'unitPrice', 'amount', 'validFrom', 'validTo'] },
  actions: { create: { action: 'create', button: 'add' } },
  rules: [{
    if: { any: [{ field: 'validTo', op: 'empty' }, { field: 'validTo', op: 'gt', ref: 'validFrom' }] },
    field: 'validTo', message: t('失效日期须晚于生效日期', 'valid to must be after valid from'),
  }],
} as EntitySchema);

describe('ListPage form: computed values and rules', () => {
  it('computes the amount live and shows the rule’s message under its field before sending', async () => {
    const page = renderList({ model, rows: [] });
    await page.user.click(await screen.findByRole('button', { name: '新 增' }));
    const form = await formDialog();
    await page.user.type(within(form).getByRole('spinbutton', { name: '数量' }), '3');
    await page.user.type(within(form).getByRole('spinbutton', { name: '单价' }), '0.1');
    await waitFor(() => expect((within(form).getByRole('spinbutton', { name: '金额' }) as HTMLInputElement).value).toBe('0.3'));
    await page.user.type(within(form).getByRole('textbox', { name: '生效日期' }), '2026-05-01');
    await page.user.type(within(form).getByRole('textbox', { name: '失效日期' }), '2026-04-30');
    await page.user.click(screen.getByTestId('form-save'));
    const message = await within(dialog()).findByText('失效日期须晚于生效日期');
    expect(within(message.closest('.ant-formily-item') as HTMLElement).getByText('失效日期')).toBeTruthy();
    expect(page.source.calls.some((c) => c.method === 'create')).toBe(false);

    const validTo = within(dialog()).getByRole('textbox', { name: '失效日期' });
    await page.user.clear(validTo);
    await page.user.type(validTo, '2026-12-31');
    await page.user.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(page.source.calls.some((c) => c.method === 'create')).toBe(true));
    expect(page.source.calls.find((c) => c.method === 'create')!.args[0]).toMatchObject({ quantity: 3, unitPrice: 0.1, validFrom: '2026-05-01', validTo: '2026-12-31' });
  });
});
