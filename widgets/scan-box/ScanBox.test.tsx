// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderEngine } from '../../engine/render/testing/render-engine';
import { ApiError } from '../../engine/data/envelope';
import { ScanBox } from './ScanBox';
import type { QueuedScan, QueueStorage } from './scan-queue';
import type { EarlierScans, ScanOutcome, ScanRecordsPort } from './scan-records-client';
import type { SoundKind, SoundPlayer } from './sound-player';

function memoryStorage(): QueueStorage {
  const map = new Map<string, string>();
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, String(value)) };
}

/** A server double: earlier scans by code (a count, or what the server knows of them), and codes it refuses with a reason. */
function fakeRecords(earlier: Record<string, number | EarlierScans> = {}, refusals: Record<string, string> = {}) {
  const recorded: QueuedScan[] = [];
  const records: ScanRecordsPort & { up: boolean; recorded: QueuedScan[] } = {
    up: true,
    recorded,
    async findEarlier(_type, code) {
      const before = earlier[code] ?? 0;
      const known = typeof before === 'number' ? { count: before } : before;
      return { ...known, count: known.count + recorded.filter((s) => s.scanCode === code).length };
    },
    async record(scans) {
      if (!records.up) throw new ApiError(0, 'Network Error');
      return scans.map((s, i): ScanOutcome => {
        const known = recorded.some((r) => r.clientScanId === s.clientScanId);
        if (!known) recorded.push(s);
        const reason = refusals[s.scanCode];
        return { clientScanId: s.clientScanId, status: known ? 'known' : 'recorded', id: i, ...(reason === undefined ? { verdict: 'noted' } : { verdict: 'refused', reason }) };
      });
    },
  };
  return records;
}

function soundLog(): SoundPlayer & { played: SoundKind[] } {
  const played: SoundKind[] = [];
  return { played, play: (kind) => void played.push(kind), stop: () => undefined };
}

/** A wedge scanner: the keys of the code, then Enter, on whatever has the focus. */
function wedge(code: string, target: Element = document.activeElement ?? document.body) {
  for (const key of code) fireEvent.keyDown(target, { key });
  fireEvent.keyDown(target, { key: 'Enter' });
}

const input = () => screen.getByTestId('scan-input') as HTMLInputElement;
const codes = (records: { recorded: QueuedScan[] }) => records.recorded.map((r) => r.scanCode);

describe('ScanBox', () => {
  it('takes the focus, reads each burst whole, clears itself and records the scan', async () => {
    const records = fakeRecords();
    const sounds = soundLog();
    const refresh = vi.fn();
    renderEngine(<ScanBox scanType="putIn" records={records} storage={memoryStorage()} sounds={sounds} list={{ refresh, entity: 'operate.putScan', fields: {} }} />);
    expect(document.activeElement).toBe(input());
    wedge('SF1001');
    expect(input().value).toBe('');
    await waitFor(() => expect(codes(records)).toEqual(['SF1001']));
    await waitFor(() => expect(screen.getByText('已记录')).toBeTruthy());
    expect(sounds.played).toEqual(['success']);
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByTestId('scan-queued').textContent).toBe('离线暂存：0');
  });

  it('shows what is being typed, Backspace takes a character back, and the scan clears it', async () => {
    renderEngine(<ScanBox scanType="putIn" records={fakeRecords()} storage={memoryStorage()} sounds={soundLog()} />);
    for (const key of 'AB9') fireEvent.keyDown(input(), { key });
    fireEvent.keyDown(input(), { key: 'Backspace' });
    await waitFor(() => expect(input().value).toBe('AB'));
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(input().value).toBe(''));
  });

  it('asks about a number scanned before: Enter confirms, and scans during the box wait behind it', async () => {
    const records = fakeRecords({ R100: 1 });
    const sounds = soundLog();
    renderEngine(<ScanBox scanType="putIn" records={records} storage={memoryStorage()} sounds={sounds} />);
    wedge('R100');
    expect(await screen.findByText('该单号已扫描过，是否确认？')).toBeTruthy();
    expect(sounds.played).toEqual(['error']);
    // the scanner goes on while the box is open: these must not answer it, nor be lost
    wedge('N200', document.body);
    wedge('N300', document.body);
    await waitFor(() => expect(screen.getByText('其后还有 2 个扫描等待处理')).toBeTruthy());
    expect(codes(records)).toEqual([]);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await waitFor(() => expect(codes(records)).toEqual(['R100', 'N200', 'N300']));
    await waitFor(() => expect(screen.getByText('重复已确认')).toBeTruthy());
  });

  it('says who scanned the number before, where and when (the server’s latest scan at the site)', async () => {
    const scannedAt = new Date(2026, 10, 26, 9, 30, 5).toISOString(); // 09:30:05 in the browser's zone
    const records = fakeRecords({ R700: { count: 2, last: { scannedBy: 'huangxy', ownerSiteCode: 'SZ001', scannedAt } }, R800: 1 });
    renderEngine(<ScanBox scanType="putIn" records={records} storage={memoryStorage()} sounds={soundLog()} />);
    wedge('R700');
    expect(await screen.findByText('单号 R700 已由 huangxy 于 SZ001 在 2026-11-26 09:30:05 扫描过（共 2 次）。按回车确认，按 Esc 取消。')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.getByText('已取消')).toBeTruthy());
    // a count without the latest scan (its call failed) keeps the plain question
    wedge('R800', document.body);
    expect(await screen.findByText('单号 R800 已扫描过。按回车确认，按 Esc 取消。')).toBeTruthy();
  });

  it('says who scanned it before in English too', async () => {
    const scannedAt = new Date(2026, 0, 2, 18, 4, 0).toISOString();
    const records = fakeRecords({ R9: { count: 3, last: { scannedBy: 'operator', ownerSiteCode: 'SZ001', scannedAt } } });
    renderEngine(<ScanBox scanType="putIn" records={records} storage={memoryStorage()} sounds={soundLog()} />, { language: 'en' });
    wedge('R9');
    expect(await screen.findByText('R9 was scanned by operator at SZ001 on 2026-01-02 18:04:00 (3 times). Enter confirms, Esc cancels.')).toBeTruthy();
  });

  it('shows a refused scan with its reason, the refused sound and the refused count', async () => {
    const reason = 'CW261126000001 当前为「在库」，不能转为「已出库」';
    const records = fakeRecords({}, { CW261126000001: reason });
    const sounds = soundLog();
    const refresh = vi.fn();
    renderEngine(<ScanBox scanType="putIn" records={records} storage={memoryStorage()} sounds={sounds} list={{ refresh, entity: 'operate.putScan', fields: {} }} />);
    expect(screen.queryByTestId('scan-refused')).toBeNull();
    wedge('CW261126000001');
    wedge('CW261126000002');
    await waitFor(() => expect(screen.getByTestId('scan-refused').textContent).toBe('已拒绝 1'));
    const refused = screen.getAllByTestId('scan-line').find((line) => line.dataset.code === 'CW261126000001')!;
    expect(refused.dataset.state).toBe('refused');
    expect(refused.textContent).toContain('已拒绝');
    expect(refused.textContent).toContain(reason);
    await waitFor(() => expect(screen.getAllByTestId('scan-line').find((line) => line.dataset.code === 'CW261126000002')!.dataset.state).toBe('recorded'));
    expect(sounds.played.filter((kind) => kind !== 'success')).toEqual(['refused']);
    expect(refresh).toHaveBeenCalled();
  });

  it('cancels a repeat on Esc, and gives the focus back', async () => {
    const records = fakeRecords({ R500: 3 });
    renderEngine(<ScanBox scanType="putIn" records={records} storage={memoryStorage()} sounds={soundLog()} />);
    wedge('R500');
    await screen.findByText('该单号已扫描过，是否确认？');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.getByText('已取消')).toBeTruthy());
    expect(codes(records)).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it('confirms and cancels with the buttons too (English)', async () => {
    const records = fakeRecords({ R1: 1, R2: 1 });
    renderEngine(<ScanBox scanType="putIn" records={records} storage={memoryStorage()} sounds={soundLog()} />, { language: 'en' });
    wedge('R1');
    expect(await screen.findByText('This number was already scanned — confirm or cancel')).toBeTruthy();
    fireEvent.click(screen.getByTestId('scan-repeat-confirm'));
    await waitFor(() => expect(codes(records)).toEqual(['R1']));
    wedge('R2', document.body);
    await waitFor(() => expect(screen.getByTestId('scan-repeat-cancel')).toBeTruthy());
    fireEvent.click(screen.getByTestId('scan-repeat-cancel'));
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeTruthy());
    expect(codes(records)).toEqual(['R1']);
  });

  it('shows the queue while the server cannot be reached, and sends it when the browser is back online', async () => {
    const records = fakeRecords();
    records.up = false;
    renderEngine(<ScanBox scanType="putIn" records={records} storage={memoryStorage()} sounds={soundLog()} />);
    wedge('Q1');
    wedge('Q2');
    await waitFor(() => expect(screen.getByTestId('scan-queued').textContent).toBe('离线暂存：2'));
    expect(screen.getByTestId('scan-offline')).toBeTruthy();
    records.up = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(codes(records)).toEqual(['Q1', 'Q2']));
    await waitFor(() => expect(screen.getByTestId('scan-queued').textContent).toBe('离线暂存：0'));
  });

  it('is disabled without the route’s scan button', () => {
    renderEngine(<ScanBox scanType="putIn" button="scan" records={fakeRecords()} storage={memoryStorage()} sounds={soundLog()} />, { buttons: new Set(['view']) });
    expect(input().disabled).toBe(true);
    expect(screen.getByText('没有扫描权限')).toBeTruthy();
  });

  it('says it cannot send without the app’s HTTP client', () => {
    renderEngine(<ScanBox scanType="putIn" storage={memoryStorage()} sounds={soundLog()} />);
    expect(screen.getByText('未连接服务器，无法上传扫描')).toBeTruthy();
  });

  it('waits for the context a page requires (the load unit) before it takes scans', () => {
    const fields = { contextCode: { type: 'string' as const, title: { zh: '装载单元', en: 'Load unit' }, 'x-ref': { entity: 'operate.loadingStowage', value: 'unitCode', label: 'unitCode' } } };
    renderEngine(<ScanBox scanType="load" records={fakeRecords()} storage={memoryStorage()} sounds={soundLog()} context={{ field: 'contextCode', required: true }} list={{ refresh: vi.fn(), entity: 'operate.loadScan', fields }} />);
    expect(screen.getByTestId('scan-context')).toBeTruthy();
    expect(input().disabled).toBe(true);
    expect(input().placeholder).toBe('请先选择装载单元');
  });
});
