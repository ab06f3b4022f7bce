import {
  CHOOSE_RECORDS_TO_DELETE, DELETE_SUCCESS, FILE_TOO_LARGE, ONLY_ONE_RECORD, SAVE_SUCCESS, TEXT_TABLE_MESSAGES,
} from './text-table-messages';

describe('text-table messages', () => {
  it.each([
    [SAVE_SUCCESS, '保存成功', 'Saved'],
    [DELETE_SUCCESS, '删除成功', 'Deleted'],
    [CHOOSE_RECORDS_TO_DELETE, '请选择要删除的记录', 'Choose records to delete'],
    [ONLY_ONE_RECORD, '只能选择一条记录', 'Only one record may be chosen'],
    [FILE_TOO_LARGE, '文件必须小于10MB！', 'The file must be under 10MB!'],
  ])('%o reads %s / %s', (message, zh, en) => {
    expect(message).toEqual({ zh, en });
  });
  it('are all listed by key and cannot be changed', () => {
    expect(Object.values(TEXT_TABLE_MESSAGES)).toHaveLength(5);
    expect(Object.isFrozen(TEXT_TABLE_MESSAGES)).toBe(true);
    expect(Object.isFrozen(SAVE_SUCCESS)).toBe(true);
  });
});
