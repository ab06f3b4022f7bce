// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { renderShell } from '../../../../test/render-shell';
import type { OverrideHistoryEntry } from '../../devtool-api';
import { HistoryPanel } from './HistoryPanel';
import { fakeDevtoolHttp } from './fake-devtool-http';

const entry = (version: number, active: boolean, comment: string): OverrideHistoryEntry => ({
  version, active, comment, patch: {}, createdAt: `2026-11-2${version} 10:00:00`, createdBy: 'admin',
  changes: [{ path: '/fields/carrierName/title', from: { zh: '承运商名称', en: 'Carrier name' }, to: { zh: `名称${version}`, en: `Name ${version}` } }],
});
let history: OverrideHistoryEntry[] = [];
const merged = { id: 'base.carrier', rolled: true };
const fake = fakeDevtoolHttp({
  'get /api/clearway/schema-overrides/base.carrier/history': () => history,
  'post /api/clearway/schema-overrides/base.carrier/rollback': () => ({ active: entry(3, true, 'rollback'), merged }),
  'delete /api/clearway/schema-overrides/base.carrier': () => ({ active: null, merged }),
});
afterAll(() => fake.restore());
beforeEach(() => void (fake.seen.length = 0));

describe('HistoryPanel', () => {
  it('lists the versions, shows a version’s changes, and rolls back after confirming', async () => {
    history = [entry(1, false, 'first'), entry(2, true, 'second')];
    const onRolledBack = vi.fn();
    const shell = renderShell(<HistoryPanel schemaId="base.carrier" onRolledBack={onRolledBack} />, { language: 'en' });
    await screen.findByText('second');
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Version'), expect.stringMatching(/^2Active.*second/), expect.stringMatching(/^1first/)]);

    await shell.user.click(within(rows[2]!).getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('/fields/carrierName/title')).toBeTruthy();
    expect(screen.getByText('{"zh":"名称1","en":"Name 1"}')).toBeTruthy();

    history = [entry(1, false, 'first'), entry(2, false, 'second'), entry(3, true, 'rollback')];
    await shell.user.click(screen.getByRole('button', { name: 'Roll back to this version' }));
    await shell.user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onRolledBack).toHaveBeenCalledWith(merged));
    expect(fake.seen.find((c) => c.method === 'post')!.body).toEqual({ version: 1 });
    await waitFor(() => expect(screen.getAllByRole('row')[1]!.textContent).toMatch(/^3Active/));
  });

  it('drops the override after confirming, and says when there is none', async () => {
    history = [entry(1, true, 'only')];
    const onRolledBack = vi.fn();
    const shell = renderShell(<HistoryPanel schemaId="base.carrier" onRolledBack={onRolledBack} />, { language: 'en' });
    const drop = await screen.findByRole('button', { name: 'Drop the override' });
    history = [];
    await shell.user.click(drop);
    await shell.user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onRolledBack).toHaveBeenCalledWith(merged));
    expect(fake.seen.some((c) => c.method === 'delete')).toBe(true);
    expect(await screen.findByText('This tenant has no override of this schema')).toBeTruthy();
  });
});
