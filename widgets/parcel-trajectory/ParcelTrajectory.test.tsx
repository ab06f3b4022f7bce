// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { renderEngine } from '../../engine/render/testing/render-engine';
import { HttpProvider, type HttpPort } from '../../engine/render/http-context';
import type { ParcelTrajectory as Trajectory } from '../../engine/data/trajectory';
import { ParcelTrajectory, TRAJECTORY_PATH } from './ParcelTrajectory';

const found: Trajectory = {
  code: 'CL1',
  parcel: {
    id: 1, orderCode: 'CW261120000001', trackingNo: 'CL1', tailCarrierCode: 'SF', tailTrackingNo: 'SF261121000001', customerCode: 'KH10001', consigneeCity: '深圳市',
    ownerSiteCode: 'SZ001', orderStatus: 'S200', operateNode: 'W20', orderStatusTitle: '已入库', operateNodeTitle: '在库',
  },
  events: [
    { at: '2026-11-20T02:00:00.000Z', kind: 'order', title: '下单', detail: 'KH10001', site: 'SZ001', by: 'admin' },
    { at: '2026-11-20T09:00:00.000Z', kind: 'refused', title: '出库扫描（被拒绝）', detail: 'CL1 当前为「在库」，不能转为「已出库」', site: 'SZ001', by: 'operator' },
  ],
};

/** An HTTP double answering the trajectory call from `answer`, remembering what was asked. */
function fakeHttp(answer: (codes: string[]) => Trajectory[]) {
  const asked: string[][] = [];
  const http = { request: async ({ url, data }: { url: string; data: { codes: string[] } }) => {
    expect(url).toBe(TRAJECTORY_PATH);
    asked.push(data.codes);
    return { data: { code: 200, message: 'ok', data: answer(data.codes) } };
  } } as unknown as HttpPort;
  return { http, asked };
}

describe('ParcelTrajectory', () => {
  it('searches the pasted numbers with Ctrl+Enter and shows each parcel\'s timeline and the numbers not found', async () => {
    const { http, asked } = fakeHttp((codes) => codes.map((code) => (code === 'CL1' ? found : { code, parcel: null, events: [] })));
    const { user } = renderEngine(<HttpProvider value={http}><ParcelTrajectory /></HttpProvider>);
    const box = screen.getByTestId('trajectory-numbers');
    expect(document.activeElement).toBe(box);
    await user.type(box, 'CL1, NOPE{enter}CL1');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.getByTestId('trajectory-summary').textContent).toContain('找到 1 个包裹，1 个单号未找到'));
    expect(asked).toEqual([['CL1', 'NOPE']]);
    expect(screen.getByTestId('trajectory-missing').textContent).toContain('未找到：NOPE');
    const card = screen.getByTestId('trajectory-parcel');
    expect(card.textContent).toContain('已入库');
    expect(card.textContent).toContain('在库');
    const events = within(card).getAllByTestId('trajectory-event');
    expect(events.map((e) => e.getAttribute('data-kind'))).toEqual(['order', 'refused']);
    expect(events[1].textContent).toContain('CL1 当前为「在库」，不能转为「已出库」');
  });

  it('sends at most 200 numbers and says so, in English too', async () => {
    const { http, asked } = fakeHttp((codes) => codes.map((code) => ({ code, parcel: null, events: [] })));
    const { user } = renderEngine(<HttpProvider value={http}><ParcelTrajectory /></HttpProvider>, { language: 'en' });
    const box = screen.getByTestId('trajectory-numbers');
    // Pasted, as a sheet's column would be (typing 205 numbers would take the test long).
    box.focus();
    await user.paste(Array.from({ length: 205 }, (_, i) => `N${i}`).join('\n'));
    await user.click(screen.getByTestId('trajectory-search'));
    await waitFor(() => expect(screen.getByText('At most 200 numbers a search: the first 200 are shown')).toBeTruthy());
    expect(asked[0]).toHaveLength(200);
    expect(screen.getByTestId('trajectory-summary').textContent).toContain('0 parcels found, 200 numbers not found');
  });
});
