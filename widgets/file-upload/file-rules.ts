/**
 * What the Upload field accepts (spec 01 §5 and §9: a file under 10MB and not empty; the schema's `accept`), and the
 * field's value: the stored files as `{ key, name }`, which is what a row keeps (a jsonb column).
 */
import { checkRule } from '../../engine/validation/form-rule';
import { FORM_RULES, formRuleMessage } from '../../engine/validation/form-rules';
import type { Language } from '../../engine/render/localize';

// The value's shape and download address are the engine's too (lists and details draw files as links).
export { storedFiles, downloadUrl, type StoredFile } from '../../engine/data/stored-files';

const TYPE_REFUSED = { zh: (types: string) => `只能上传 ${types} 格式的文件`, en: (types: string) => `Only ${types} files can be uploaded` };

/** The extensions of an `accept` list (`.pdf,.xlsx` → `['pdf', 'xlsx']`); MIME types are left to the file chooser. */
export function acceptedExtensions(accept: string | undefined): string[] {
  return (accept ?? '').split(',').map((part) => part.trim().toLowerCase()).filter((part) => part.startsWith('.')).map((part) => part.slice(1));
}

/**
 * The message refusing a file, or undefined when the field takes it: empty (文件不能为空！), 10MB or more
 * (文件必须小于10MB！), or an extension outside `accept`.
 * @example fileRefusal({ name: 'a.pdf', size: 0 }, undefined, 'zh'); // '文件不能为空！'
 */
export function fileRefusal(file: { name: string; size: number }, accept: string | undefined, language: Language): string | undefined {
  if (checkRule(FORM_RULES.uploadFileNotEmpty, file)) return formRuleMessage('uploadFileNotEmpty', language);
  if (checkRule(FORM_RULES.uploadFileSize, file)) return formRuleMessage('uploadFileSize', language);
  const extensions = acceptedExtensions(accept);
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extensions.length && (!extension || !extensions.includes(extension))) return TYPE_REFUSED[language](extensions.join(', '));
  return undefined;
}

