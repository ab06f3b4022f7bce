import type { EntitySchema } from '../../schema/entity-schema';
import { defaultFilterValues, linkFilterValues, periodRange, splitLinkFilters, urlFilterValues } from './default-filters';

const t = { zh: 'x', en: 'x' };
const schema = (defaultFilters: Record<string, string>): Pick<EntitySchema, 'fields' | 'list'> => ({
  fields: {
    scannedAt: { type: 'string', format: 'date-time', title: t, 'x-filter': { op: 'range' } },
    day: { type: 'string', format: 'date', title: t, 'x-filter': { op: 'range' } },
    scanType: { type: 'string', title: t, enum: ['putIn'] },
  },
  list: { columns: ['scanType'], filters: ['scannedAt', 'day', 'scanType'], defaultFilters },
});

const now = new Date(2026, 10, 22, 10, 30); // 22 Nov 2026, local time

describe('default filters', () => {
  it('turns a relative period into the two ends of the period, for date-time and date fields', () => {
    expect(periodRange('today', now, 'date-time')).toEqual(['2026-11-22 00:00:00', '2026-11-22 23:59:59']);
    expect(periodRange('last7days', now, 'date')).toEqual(['2026-11-16', '2026-11-22']);
    expect(periodRange('thisMonth', now, 'date')).toEqual(['2026-11-01', '2026-11-30']);
  });

  it('gives the filter form its starting values: periods resolved, other values as they are', () => {
    expect(defaultFilterValues(schema({ scannedAt: 'today', day: 'thisMonth', scanType: 'putIn' }), now)).toEqual({
      scannedAt: ['2026-11-22 00:00:00', '2026-11-22 23:59:59'],
      day: ['2026-11-01', '2026-11-30'],
      scanType: 'putIn',
    });
  });

  it('leaves a list without defaults unfiltered, and skips unknown fields', () => {
    expect(defaultFilterValues(schema({}), now)).toEqual({});
    expect(defaultFilterValues(schema({ nope: 'x' }), now)).toEqual({});
  });
});

describe('urlFilterValues', () => {
  const schema = {
    fields: {
      scannedBy: { type: 'string', title: { zh: '扫描人', en: 'By' } },
      scannedAt: { type: 'string', format: 'date-time', title: { zh: '时间', en: 'At' }, 'x-filter': { op: 'range' } },
      remark: { type: 'string', title: { zh: '备注', en: 'Remark' } },
    },
    list: { filters: ['scannedBy', 'scannedAt'], columns: ['scannedBy'] },
  } as unknown as Parameters<typeof urlFilterValues>[0];
  const now = new Date(2026, 10, 26, 10);

  it('takes the list\'s filters from a query string: a range as from,to or a relative period', () => {
    expect(urlFilterValues(schema, new URLSearchParams('scannedBy=operator&scannedAt=2026-11-20 00:00:00,2026-11-26 23:59:59&remark=x&id=3'), now)).toEqual({
      scannedBy: 'operator', scannedAt: ['2026-11-20 00:00:00', '2026-11-26 23:59:59'],
    });
    expect(urlFilterValues(schema, new URLSearchParams('scannedAt=today'), now)).toEqual({ scannedAt: ['2026-11-26 00:00:00', '2026-11-26 23:59:59'] });
    expect(urlFilterValues(schema, new URLSearchParams('scannedAt=soon&scannedBy='), now)).toEqual({});
  });
});

describe('link filters (list.urlFilters)', () => {
  const schema = {
    fields: { companyName: { type: 'string', title: { zh: '企业', en: 'Company' } } },
    list: { columns: ['companyName'], filters: ['companyName'], urlFilters: { orderCodes: { field: 'id', op: 'in' }, code: { field: 'companyName', op: 'eq' } } },
  } as unknown as Parameters<typeof urlFilterValues>[0];

  it('reads the link parameters of the query string, blanks dropped', () => {
    expect(linkFilterValues(schema, new URLSearchParams('orderCodes=3,,7, &code= ACME &other=1'))).toEqual({ orderCodes: '3,7', code: 'ACME' });
    expect(linkFilterValues(schema, new URLSearchParams('orderCodes=,'))).toEqual({});
    expect(urlFilterValues(schema, new URLSearchParams('orderCodes=3,7&companyName=华'), new Date())).toEqual({ orderCodes: '3,7', companyName: '华' });
  });

  it('splits a list\'s starting values into the form\'s and the link filters', () => {
    expect(splitLinkFilters(schema, { orderCodes: '3,7', companyName: '华' })).toEqual({ form: { companyName: '华' }, link: { orderCodes: '3,7' } });
    expect(splitLinkFilters(schema, undefined)).toEqual({ form: {}, link: {} });
  });
});
