import { AppError } from '../errors/app-error';
import { dictionaryKeyOf } from './dictionary-with-detail';

describe('dictionaryKeyOf', () => {
  it('reads the id, else the code; the id wins', () => {
    expect(dictionaryKeyOf({ id: '12' }, 'zh')).toEqual({ id: 12 });
    expect(dictionaryKeyOf({ dictionaryCode: ' wmsStash ' }, 'zh')).toEqual({ dictionaryCode: 'wmsStash' });
    expect(dictionaryKeyOf({ id: '3', dictionaryCode: 'lockState' }, 'en')).toEqual({ id: 3 });
  });

  it.each([
    [{}, 'dictionaryCode'],
    [{ id: '', dictionaryCode: '' }, 'dictionaryCode'],
    [{ id: 'abc' }, 'id'],
    [{ id: '0' }, 'id'],
    [{ id: '99999999999' }, 'id'],
    [{ dictionaryCode: "x'; DROP TABLE base_dictionary" }, 'dictionaryCode'],
  ])('refuses %j naming %s', (query, field) => {
    try {
      dictionaryKeyOf(query, 'en');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(Object.keys((error as AppError).fields ?? {})).toEqual([field]);
    }
  });
});
