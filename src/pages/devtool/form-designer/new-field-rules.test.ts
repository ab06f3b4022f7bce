import { freeFieldName, mayBeCustomField, newFieldNameProblem } from './new-field-rules';

describe('new field rules', () => {
  it('names a new field freely: camelCase in the base file, ext_… in an override', () => {
    expect(freeFieldName('Input.TextArea', 'base', new Set(['inputTextArea1']))).toBe('inputTextArea2');
    expect(freeFieldName('DatePicker', 'override', new Set())).toBe('ext_datePicker1');
  });

  it('says why a name cannot be given', () => {
    expect(newFieldNameProblem('remark', 'base', ['code'])).toBeUndefined();
    expect(newFieldNameProblem('code', 'base', ['code'])).toBe('taken');
    expect(newFieldNameProblem('createdAt', 'base', [])).toBe('reserved');
    expect(newFieldNameProblem('Remark', 'base', [])).toBe('camelCase');
    expect(newFieldNameProblem('remark', 'override', [])).toBe('ext');
    expect(newFieldNameProblem('ext_remark', 'override', [])).toBeUndefined();
  });

  it('lets an override add only the types a custom field may have', () => {
    expect(mayBeCustomField({ type: 'string', format: 'date' })).toBe(true);
    expect(mayBeCustomField({ type: 'integer' })).toBe(true);
    expect(mayBeCustomField({ type: 'number', format: 'date' })).toBe(false);
    expect(mayBeCustomField({ type: 'array' })).toBe(false);
  });
});
