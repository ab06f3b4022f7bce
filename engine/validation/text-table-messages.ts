/**
 * The notices of spec 02 §8 ("text-table messages"): after a save or a delete, and when the selection does not suit a
 * toolbar action, plus the upload limit. The spec names them without their words except 文件必须小于10MB！; the
 * rest are the usual sentences of the text table's kind.
 */
import type { LocalizedText } from './localized-text';

/** After a record is saved. */
export const SAVE_SUCCESS: LocalizedText = Object.freeze({ zh: '保存成功', en: 'Saved' });

/** After records are deleted. */
export const DELETE_SUCCESS: LocalizedText = Object.freeze({ zh: '删除成功', en: 'Deleted' });

/** Delete was pressed with no record chosen. */
export const CHOOSE_RECORDS_TO_DELETE: LocalizedText = Object.freeze({ zh: '请选择要删除的记录', en: 'Choose records to delete' });

/** An action for one record was pressed with several chosen. */
export const ONLY_ONE_RECORD: LocalizedText = Object.freeze({ zh: '只能选择一条记录', en: 'Only one record may be chosen' });

/** An upload of 10MB or more (spec 01 §5 gives the Chinese verbatim). */
export const FILE_TOO_LARGE: LocalizedText = Object.freeze({ zh: '文件必须小于10MB！', en: 'The file must be under 10MB!' });

/** The text-table messages by key. */
export const TEXT_TABLE_MESSAGES = Object.freeze({
  saveSuccess: SAVE_SUCCESS,
  deleteSuccess: DELETE_SUCCESS,
  chooseRecordsToDelete: CHOOSE_RECORDS_TO_DELETE,
  onlyOneRecord: ONLY_ONE_RECORD,
  fileTooLarge: FILE_TOO_LARGE,
});

/** A text-table message's key. */
export type TextTableMessageKey = keyof typeof TEXT_TABLE_MESSAGES;
