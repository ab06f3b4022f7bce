import { AppError } from '../errors/app-error';
import type { QidDefinition } from './definition';
import { parseQidRequest } from './request-params';

const definition: QidDefinition = {
  qid: 'FIND_X',
  from: 'baseSite',
  fields: { siteCode: 'siteCode', siteName: 'siteName' },
  filters: { blOpen: { column: 'blOpen', op: 'eq', type: 'integer' }, siteName: { column: 'siteName', op: 'like' }, codes: { column: 'siteCode', op: 'in' } },
  sortable: ['siteCode'],
  maxRows: 100,
};

describe('parseQidRequest', () => {
  it('takes filters from the top level and from a JSON-encoded filters field', () => {
    const parsed = parseQidRequest({ qid: 'FIND_X', blOpen: '1', filters: '{"siteName":"深圳"}' }, definition);
    expect(parsed.filters).toEqual({ blOpen: 1, siteName: '深圳' });
  });
  it('drops what the qid does not declare, and reserved keys such as ownerSiteCode', () => {
    const parsed = parseQidRequest({ qid: 'FIND_X', tenantId: '2', ownerSiteCode: 'X', evil: "1' OR 1=1" }, definition);
    expect(parsed.filters).toEqual({});
  });
  it('splits comma lists for "in" filters', () => {
    expect(parseQidRequest({ qid: 'FIND_X', codes: 'A,B' }, definition).filters).toEqual({ codes: ['A', 'B'] });
  });
  it('refuses a non-integer where an integer is declared, naming the filter', () => {
    expect(() => parseQidRequest({ qid: 'FIND_X', blOpen: 'yes' }, definition)).toThrow(AppError);
  });
  it('defaults paging and caps the page size', () => {
    expect(parseQidRequest({ qid: 'FIND_X' }, definition)).toMatchObject({ currentPage: 1, pageSize: 20 });
    expect(parseQidRequest({ qid: 'FIND_X', currentPage: '3', pageSize: '10000' }, definition)).toMatchObject({ currentPage: 3, pageSize: 100 });
    expect(() => parseQidRequest({ qid: 'FIND_X', currentPage: '0' }, definition)).toThrow(AppError);
  });
  it('accepts only declared sort fields', () => {
    expect(parseQidRequest({ qid: 'FIND_X', sort: 'siteCode', order: 'descend' }, definition).sort).toEqual({ field: 'siteCode', direction: 'desc' });
    expect(() => parseQidRequest({ qid: 'FIND_X', sort: 'siteName' }, definition)).toThrow(AppError);
  });
});
