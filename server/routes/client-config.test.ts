import { startTestServer, type TestServer } from '../../tests/server/test-server';
import { TestClient } from '../../tests/server/http-client';
import { normalizeOrigin } from './client-config';

describe('normalizeOrigin', () => {
  it.each([
    ['https://CMS.example.com/', 'https://cms.example.com'],
    ['http://localhost:8194', 'http://localhost:8194'],
    [' https://a.example:443/path ', 'https://a.example'],
    ['ftp://a.example', undefined],
    ['javascript:alert(1)', undefined],
    ['not a url', undefined],
  ])('%j → %j', (value, expected) => {
    expect(normalizeOrigin(value)).toBe(expected);
  });
});

describe('GET /api/clearway/client-config and FIND_REGION_CHILDREN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ previewOrigins: ['https://CMS.example.com/', 'bogus'] });
  });
  afterAll(() => server.close());

  it('tells anyone the configured preview origins, normalised, without a token', async () => {
    const reply = await new TestClient(server.url).request('GET', '/api/clearway/client-config');
    expect(reply.http).toBe(200);
    expect(reply.body.data).toEqual({ previewOrigins: ['https://cms.example.com'] });
  });

  it('serves the seeded region tree one level at a time, by parent', async () => {
    const client = new TestClient(server.url);
    await client.login('admin', 'admin1234');
    const level = async (dictionaryCode: string, parentValue?: string) => {
      // The countries are /addressCountry's (FIND_REGION_COUNTRIES), the levels below sys_region's.
      const qid = dictionaryCode === 'country' ? 'FIND_REGION_COUNTRIES' : 'FIND_REGION_CHILDREN';
      const reply = await client.query<{ dictionaryValue: string; dictionaryNameEn: string; parentValue: string | null }[]>('findAllByCallId', { qid, filters: JSON.stringify({ dictionaryCode, parentValue }) });
      expect(reply.body.code).toBe(200);
      return reply.body.data;
    };
    expect((await level('country')).map((c) => c.dictionaryValue)).toContain('142');
    expect((await level('province', '142')).map((p) => p.dictionaryNameEn)).toEqual(expect.arrayContaining(['Guangdong', 'Shanghai', 'Zhejiang', 'Beijing']));
    expect((await level('city', '440000')).map((c) => c.dictionaryValue)).toEqual(expect.arrayContaining(['440300', '440100', '441900']));
    expect((await level('county', '440300')).every((c) => c.parentValue === '440300')).toBe(true);
    expect((await level('town', '440304')).map((t) => t.dictionaryNameEn)).toContain('Fubao Subdistrict');
    expect(await level('province', '110')).toEqual([expect.objectContaining({ dictionaryValue: '810000' })]);
    // Only the region dictionaries: another dictionary's code finds nothing.
    expect(await level('lockState')).toEqual([]);
  });
});
