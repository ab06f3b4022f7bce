import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { commandInputOf } from './command-call-input';

describe('commandInputOf (the spec\'s query-parameter style)', () => {
  it('reads ids=1,2,3 and id=7 as rows', () => {
    expect(commandInputOf({ ids: '1,2,3' })).toEqual({ rows: [{ id: 1 }, { id: 2 }, { id: 3 }], params: {} });
    expect(commandInputOf({ id: '7', version: '3' })).toEqual({ rows: [{ id: 7, version: 3 }], params: {} });
    expect(commandInputOf({ ids: [4, 5] }).rows).toEqual([{ id: 4 }, { id: 5 }]);
    expect(commandInputOf({ rows: [{ id: 1, version: 2 }] }).rows).toEqual([{ id: 1, version: 2 }]);
  });

  it('takes the parameters under params, else as the other keys', () => {
    expect(commandInputOf({ id: 1, params: { remark: 'x' }, other: 1 }).params).toEqual({ remark: 'x' });
    expect(commandInputOf({ ids: '1', remark: 'ok' }).params).toEqual({ remark: 'ok' });
    expect(commandInputOf({})).toEqual({ rows: [], params: {} });
  });

  it('refuses what is not a row id', () => {
    for (const ids of ['1,x', '0', '1,,2', '99999999999']) expect(() => commandInputOf({ ids }), ids).toThrow(AppError);
    expect(() => commandInputOf({ id: -1 })).toThrow(AppError);
  });
});
