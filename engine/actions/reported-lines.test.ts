import { commandReport } from './reported-lines';

describe('commandReport', () => {
  it('reads the report of a reply', () => {
    expect(commandReport({ total: 8.41, _report: { title: '试算：BJ1', lines: [{ label: '合计', value: '8.41 CNY' }, { label: '件数', value: 2 }] } }))
      .toEqual({ title: '试算：BJ1', lines: [{ label: '合计', value: '8.41 CNY' }, { label: '件数', value: '2' }] });
  });
  it('has none without one, or with lines that are not a list', () => {
    expect(commandReport(undefined)).toBeUndefined();
    expect(commandReport({ id: 1 })).toBeUndefined();
    expect(commandReport({ _report: { title: 'x', lines: 'no' } })).toBeUndefined();
  });
});
