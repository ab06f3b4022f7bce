/**
 * The record history over real HTTP (docs/api.md, "Record history"): a 2C freight quote's changes with its weight
 * bands' (a band changed, added and removed, each naming its line), the labels of changed references, and its
 * approve command with its parameter and the state it moved; a claim's transition and commands; paging; another
 * tenant's row is a 404, a user without the menu a 403 until granted.
 */
import { startSignedIn, type TestServer } from './test-server';
import { grantRoleMenu } from './role-grants';
import { TestClient, expectOk } from './http-client';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;
let harbor: TestClient;

beforeAll(async () => {
  ({ server, as: { admin, operator, harbor_admin: harbor } } = await startSignedIn(['admin', 'operator', 'harbor_admin']));
});
afterAll(async () => server?.close());

type Row = { id: number; version: number; [key: string]: unknown };
type Entry = { action: string; entityId: string; rowId: number; changed: Record<string, [unknown, unknown]>; username: string; nickname: string | null; operation: { kind: string; name: string; params?: Record<string, unknown> } | null; line: { key: string; no: number } | null; labels: Record<string, [string | null, string | null]> };

const quotation = (name: string, json: unknown, client = admin) => client.request('POST', `/api/bdtibs/quotation/${name}`, { json });
const band = (weightFrom: number, weightTo: number) => ({ weightFrom, weightTo, firstWeight: weightFrom, firstPrice: 8, additionalUnit: 0.5, additionalPrice: 1.5 });
const history = (entity: string, id: number, client = admin, query = '') => client.request('GET', `/api/clearway/entity/${entity}/${id}/history${query}`);
const entries = async (entity: string, id: number, client = admin): Promise<Entry[]> => expectOk(await history(entity, id, client, '?pageSize=100')).list;
const bandsOf = async (quoteId: number): Promise<Row[]> => expectOk(await quotation('queryTwoCFreightQuoteBandPageList', { quoteId, currentPage: 1, pageSize: 50 })).list;

let counter = 0;
async function newQuote(): Promise<Row> {
  return expectOk(await quotation('saveTwoCFreightQuote', {
    quoteNo: `HIS${++counter}`, customerCode: 'DMC001', serviceType: 'DIRECT_2C', carrierCode: 'JD', chargeUnit: 0.5,
    validFrom: '2031-01-01', validTo: '2031-03-31', bands: [band(0, 1), band(1, 5), band(5, 30)],
  }));
}

describe('a quote with its bands', () => {
  it('lists the header and its lines: a band changed, one added, one removed, each naming its line', async () => {
    const quote = await newQuote();
    const bands = (await bandsOf(quote.id)).sort((a, b) => a.id - b.id);
    const [first, second, third] = bands;
    // Band #2 now ends at 6 (band #3 starts there), band #1 removed, a fourth added; the remark changed.
    const sent = [
      { ...second!, weightFrom: 0, weightTo: 6 },
      { ...third!, weightFrom: 6 },
      band(30, 50),
    ];
    const updated = expectOk(await quotation('updateTwoCFreightQuote', { ...quote, remark: '改过', bands: sent }));
    expect(updated.version).toBe(quote.version + 1);

    const list = await entries('customer.twoCFreightQuote', quote.id);
    // Newest first; the creation wrote the header and three bands, the update the header, two bands, one new, one gone.
    expect(list.every((e) => e.username === 'admin' && e.nickname === '系统管理员')).toBe(true);
    const header = list.filter((e) => !e.line);
    expect(header.map((e) => e.action)).toEqual(['update', 'create']);
    expect(header[0]!.changed.remark).toEqual([null, '改过']);
    const lines = list.filter((e) => e.line);
    expect(lines.every((e) => e.line!.key === 'bands' && e.entityId === 'customer.twoCFreightQuoteBand')).toBe(true);
    const of = (id: number, action: string) => lines.find((e) => e.rowId === id && e.action === action);
    expect(of(second!.id, 'update')).toMatchObject({ line: { no: 2 }, changed: { weightTo: ['5.000', '6.000'], weightFrom: ['1.000', '0.000'] } });
    expect(of(first!.id, 'delete')).toMatchObject({ line: { no: 1 } });
    const added = lines.find((e) => e.action === 'create' && ![first!.id, second!.id, third!.id].includes(e.rowId));
    expect(added).toMatchObject({ line: { no: 4 } });
    expect(lines.filter((e) => e.action === 'create')).toHaveLength(4);
    // A reference changed or set shows its label: the customer created with the quote.
    expect(header[1]!.labels.customerCode?.[1]).toBeTruthy();
    expect(header[1]!.labels.customerCode?.[1]).not.toBe('DMC001');
  });

  it('lists a command with its parameters and the state it moved, and pages', async () => {
    const quote = await newQuote();
    expectOk(await admin.request('POST', '/api/clearway/entity/customer.twoCFreightQuote/command/approve', { json: { rows: [{ id: quote.id, version: quote.version }], params: { remark: '价格合理' } } }));
    const list = await entries('customer.twoCFreightQuote', quote.id);
    const moved = list.find((e) => e.action === 'transition')!;
    expect(moved.operation).toEqual({ kind: 'command', name: 'approve', params: { remark: '价格合理' } });
    expect(moved.changed.reviewState).toEqual(['0', '1']);
    const page = expectOk(await history('customer.twoCFreightQuote', quote.id, admin, '?currentPage=2&pageSize=2'));
    expect(page).toMatchObject({ currentPage: 2, pageSize: 2, total: list.length });
    expect(page.list).toHaveLength(2);
  });
});

describe('a claim', () => {
  it('lists its transition by name and its commands with their parameters', async () => {
    const claim: Row = expectOk(await admin.request('POST', '/api/bdtibs/base/saveClaims', { json: { claimNo: `HISC${++counter}`, orderCode: 'SO1', claimType: 'lost', claimAmount: 500 } }));
    const submitted: Row = expectOk(await admin.request('POST', '/api/clearway/entity/customerService.claim/transition', { json: { transition: 'submit', id: claim.id, version: claim.version } }));
    expectOk(await admin.request('POST', '/api/clearway/entity/customerService.claim/command/approve', { json: { rows: [{ id: claim.id, version: submitted.version }], params: { approvedAmount: 450, remark: '核定' } } }));
    const list = await entries('customerService.claim', claim.id);
    expect(list.map((e) => [e.action, e.operation?.kind ?? null, e.operation?.name ?? null])).toEqual([
      ['transition', 'command', 'approve'],
      ['command', 'command', 'approve'],
      ['transition', 'transition', 'submit'],
      ['create', null, null],
    ]);
    expect(list[0]!.changed.claimState).toEqual(['submitted', 'approved']);
    expect(list[1]!.operation!.params).toEqual({ approvedAmount: 450, remark: '核定' });
    expect(list[1]!.changed.approvedAmount).toEqual([null, '450.00000']);
    expect(list[2]!.changed.claimState).toEqual(['registered', 'submitted']);
  });
});

describe('who may read it', () => {
  it("answers another tenant's row as missing, and an unknown row", async () => {
    const quote = await newQuote();
    const reply = await history('customer.twoCFreightQuote', quote.id, harbor);
    expect(reply.http).toBe(404);
    expect(expectOk(await history('customer.twoCFreightQuote', quote.id, admin)).total).toBeGreaterThan(0);
    expect((await history('customer.twoCFreightQuote', 987654321)).http).toBe(404);
    expect((await history('no.suchEntity', quote.id)).http).toBe(404);
  });

  it('refuses a user without the menu, and answers once the menu is granted', async () => {
    const claim: Row = expectOk(await admin.request('POST', '/api/bdtibs/base/saveClaims', { json: { claimNo: `HISD${++counter}`, orderCode: 'SO1', claimType: 'lost', claimAmount: 5 } }));
    const refused = await history('customerService.claim', claim.id, operator);
    expect(refused.http).toBe(403);
    await grantRoleMenu(server.ctx.db, { roleCode: 'ROLE_OPERATOR', path: '/claimsRegister' });
    const fresh = new TestClient(operator.baseUrl);
    fresh.token = operator.token;
    expect(expectOk(await history('customerService.claim', claim.id, fresh)).list[0]).toMatchObject({ action: 'create', username: 'admin' });
  });
});
