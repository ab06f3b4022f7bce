// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import band from '../../../schemas/customer/two-c-freight-quote-band.json';
import quote from '../../../schemas/customer/two-c-freight-quote.json';
import { compileEntity } from '../../schema/entity-model';
import type { EntitySchema } from '../../schema/entity-schema';
import { createMemoryEntitySource } from '../../data/memory-entity-source';
import { ApiError } from '../../data/envelope';
import { createActionRegistry } from '../../actions/index';
import { renderEngine } from '../testing/render-engine';
import { DetailPage } from '../detail/DetailPage';

const QUOTE = compileEntity(quote as unknown as EntitySchema);
const BAND = compileEntity(band as unknown as EntitySchema);
const header = (reviewState = '0') => ({ id: 7, version: 1, quoteNo: 'BJ7', customerCode: 'C1', serviceType: 'BONDED_2C', carrierCode: 'SF', chargeUnit: 0.5, reviewState });
const bandLine = (id: number, quoteId: number, from: number, to: number) => ({ id, version: 1, quoteId, weightFrom: from, weightTo: to, firstWeight: 0.5, firstPrice: '5.50', additionalUnit: 0.5, additionalPrice: 1 });

function open(reviewState = '0') {
  const quotes = createMemoryEntitySource([header(reviewState)]);
  const bands = createMemoryEntitySource([bandLine(1, 7, 0, 1), bandLine(2, 8, 0, 5)]);
  const page = renderEngine(
    <DetailPage model={QUOTE} source={quotes} id={7} loadModel={async () => BAND} sourceFor={() => bands} actions={createActionRegistry()} navigate={() => undefined} />,
  );
  return { ...page, quotes, bands };
}

/** A number cell's value (shown in the field's display format: `6.50`). */
const num = (element: HTMLElement) => Number(element.textContent);
const cell = (title: string, row: number) => screen.getByRole('gridcell', { name: `${title} ${row}` });

describe('ChildGrid on a detail page (children.bands.edit: "grid")', () => {
  it('edits by keyboard, pastes rows, shows each message at its cell, undoes, and saves the lines with the header', async () => {
    const { user, quotes } = open();
    const grid = await screen.findByRole('grid', { name: '重量段' });
    // Only this header's line; the computed price is worked out live (5.5 + (1 - 0.5) / 0.5 * 1).
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    expect(num(cell('段末运费', 1))).toBe(6.5);
    expect(num(cell('首重价格', 1))).toBe(5.5);

    // Typing replaces the cell; Tab keeps it and moves on. 9 breaks the bands' start at 0: said on the cell.
    await user.click(cell('起始重量(kg)', 1));
    await user.keyboard('9{Tab}');
    expect(num(cell('起始重量(kg)', 1))).toBe(9);
    expect(cell('截止重量(kg)', 1).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(cell('截止重量(kg)', 1).getAttribute('aria-invalid')).toBe('true')); // 1 is not above 9
    expect(screen.getByTestId('grid-problems').textContent).toContain('截止重量(kg)须大于起始重量(kg)');
    await user.keyboard('{Control>}z{/Control}');
    expect(num(cell('起始重量(kg)', 1))).toBe(0);
    expect(screen.queryByTestId('grid-problems')).toBeNull();

    // Paste two rows from a spreadsheet below the last: rows are added; a bad number is named at its cell.
    await user.click(cell('起始重量(kg)', 1));
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Tab}'); // past the last row and column: nothing, Tab from the first column moves right
    await user.click(cell('起始重量(kg)', 1));
    await user.keyboard('{Control>}{Enter}{/Control}'); // inserts a row below
    await user.paste('1\tabc\t0.5\t5.5\t0.5\t1\r\n5\t10\t0.5\t5.5\t0.5\t1\r\n');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4));
    expect(cell('截止重量(kg)', 2).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('grid-problems').textContent).toContain('第 2 行 截止重量(kg)：截止重量(kg)须为数字');

    // Saving with a problem sends nothing; fixing it (F2 edits in place) and saving sends the lines in one update.
    await user.click(screen.getByTestId('grid-save'));
    expect(quotes.calls.some((c) => c.method === 'update')).toBe(false);
    await user.click(cell('截止重量(kg)', 2));
    await user.keyboard('{F2}{Control>}a{/Control}5{Enter}');
    expect(num(cell('截止重量(kg)', 2))).toBe(5);
    await waitFor(() => expect(screen.queryByTestId('grid-problems')).toBeNull());
    await user.click(screen.getByTestId('grid-save'));
    await waitFor(() => expect(quotes.calls.some((c) => c.method === 'update')).toBe(true));
    const sent = quotes.calls.find((c) => c.method === 'update')!.args[0] as { id: number; version: number; bands: Record<string, unknown>[] };
    expect(sent).toMatchObject({ id: 7, version: 1 });
    expect(sent.bands).toHaveLength(3);
    expect(sent.bands[0]).toMatchObject({ id: 1, version: 1, weightFrom: 0, weightTo: 1 });
    expect(sent.bands[1]).toMatchObject({ weightFrom: 1, weightTo: 5, firstPrice: 5.5 });
    expect(sent.bands[1]).not.toHaveProperty('id');
    expect(sent.bands[0]).not.toHaveProperty('topPrice'); // computed: the server's
  });

  it('puts the server\'s `bands[1].weightTo` on its cell when the save is refused', async () => {
    const { user, quotes } = open();
    const grid = await screen.findByRole('grid', { name: '重量段' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    await user.click(cell('首重价格', 1));
    await user.keyboard('6{Enter}');
    quotes.failNext('update', new ApiError(400, '重量段 第 1 行：首重价格：太贵', { 'bands[0].firstPrice': '首重价格：太贵' }));
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(cell('首重价格', 1).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('grid-problems').textContent).toContain('首重价格：太贵');
  });

  it('is read-only while the header\'s state locks its lines', async () => {
    const { user } = open('1');
    const grid = await screen.findByRole('grid', { name: '重量段' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    expect(grid.getAttribute('aria-readonly')).toBe('true');
    expect(screen.queryByTestId('grid-save')).toBeNull();
    expect(screen.getByText('当前状态下明细只读')).toBeTruthy();
    await user.click(cell('起始重量(kg)', 1));
    await user.keyboard('9{Enter}');
    expect(num(cell('起始重量(kg)', 1))).toBe(0);
  });
});
