import { describe, expect, it } from 'vitest';
import { rowResults, summarizeResults } from './row-results';

const verb = { zh: '提交', en: 'Submit' };

describe('per-row results', () => {
  it('says how many went through and names each refused row', () => {
    const rows = [{ id: 1, ok: true }, { id: 2, ok: true }, { id: 3, ok: true }, { id: 4, ok: false, message: 'claim CL1 is submitted already' }];
    expect(summarizeResults(rows, verb, 'en')).toBe('Submit: 3 done, 1 refused: claim CL1 is submitted already');
    expect(summarizeResults(rows, verb, 'zh')).toBe('提交：成功 3 条，1 条未执行：claim CL1 is submitted already');
    expect(rowResults(rows, verb, 'en')).toMatchObject({ done: 3, refused: 1, rows });
  });

  it('without refusals says only the count; with many, names the first three', () => {
    expect(summarizeResults([{ id: 1, ok: true }], verb, 'en')).toBe('Submit: 1 done');
    const refused = [1, 2, 3, 4, 5].map((id) => ({ id, ok: false, message: `r${id}` }));
    expect(summarizeResults(refused, verb, 'en')).toBe('Submit: 0 done, 5 refused: r1; r2; r3; and 2 more');
    expect(summarizeResults([{ id: 9, ok: false }], verb, 'en')).toBe('Submit: 0 done, 1 refused: #9');
  });
});
