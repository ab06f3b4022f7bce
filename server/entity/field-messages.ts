import type { ErrorObject } from 'ajv';
import type { FieldSchema, LocalizedText } from '../../engine/schema/entity-schema';
import type { Language } from '../errors/catalogue';

/** What a person reads under a field the server refused; `{title}` is the field's title in the same language. */
const MESSAGES: Record<string, LocalizedText> = {
  required: { zh: '{title}不能为空', en: '{title} is required' },
  type: { zh: '{title}应为{type}', en: '{title} must be {type}' },
  maxLength: { zh: '{title}不能超过{limit}个字符', en: '{title} may have at most {limit} characters' },
  minLength: { zh: '{title}不能少于{limit}个字符', en: '{title} needs at least {limit} characters' },
  pattern: { zh: '{title}格式不正确', en: '{title} is not in the expected format' },
  patternRule: { zh: '{title}格式不正确：{rule}', en: '{title} is not in the expected format: {rule}' },
  enum: { zh: '{title}不是可选的值', en: '{title} is not one of the allowed values' },
  minimum: { zh: '{title}不能小于{limit}', en: '{title} may not be less than {limit}' },
  maximum: { zh: '{title}不能大于{limit}', en: '{title} may not be more than {limit}' },
  format: { zh: '{title}不是有效的{format}', en: '{title} is not a valid {format}' },
  additionalProperties: { zh: '不接受此字段', en: 'This field is not accepted' },
  invalid: { zh: '{title}的值无效', en: '{title} is invalid' },
};

const TYPE_NAMES: Record<string, LocalizedText> = {
  string: { zh: '文本', en: 'text' },
  integer: { zh: '整数', en: 'a whole number' },
  number: { zh: '数字', en: 'a number' },
  boolean: { zh: '是或否', en: 'true or false' },
  array: { zh: '列表', en: 'a list' },
  object: { zh: '对象', en: 'an object' },
};

const FORMAT_NAMES: Record<string, LocalizedText> = {
  date: { zh: '日期', en: 'date' },
  'date-time': { zh: '日期时间', en: 'date and time' },
  email: { zh: '邮箱地址', en: 'email address' },
};

function fill(template: LocalizedText, lang: Language, params: Record<string, string | number>): string {
  return template[lang].replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
}

/** The title a person knows a field by; the engine's own keys (id, version, ext) by their name. */
export function fieldTitle(field: FieldSchema | undefined, name: string, lang: Language): string {
  return field?.title[lang] ?? name;
}

/** `{title}不能为空` / `{title} is required`. */
export function requiredMessage(title: string, lang: Language): string {
  return fill(MESSAGES.required!, lang, { title });
}

/**
 * An ajv error as the message under its field.
 * @example ajvFieldMessage({ keyword: 'maxLength', params: { limit: 20 }, … }, '承运商编码', 'zh'); // '承运商编码不能超过20个字符'
 */
export function ajvFieldMessage(error: ErrorObject, title: string, lang: Language, field?: FieldSchema): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return requiredMessage(title, lang);
    case 'type': {
      const first = String(params.type).split(',')[0]!;
      return fill(MESSAGES.type!, lang, { title, type: TYPE_NAMES[first]?.[lang] ?? first });
    }
    case 'maxLength':
    case 'minLength':
    case 'minimum':
    case 'maximum':
      return fill(MESSAGES[error.keyword]!, lang, { title, limit: String(params.limit) });
    case 'format':
      return fill(MESSAGES.format!, lang, { title, format: FORMAT_NAMES[String(params.format)]?.[lang] ?? String(params.format) });
    case 'pattern':
      // The rule in words when the schema gives it (`x-pattern-message`), as the form says it.
      return field?.['x-pattern-message'] ? fill(MESSAGES.patternRule!, lang, { title, rule: field['x-pattern-message'][lang] }) : fill(MESSAGES.pattern!, lang, { title });
    case 'enum':
    case 'additionalProperties':
      return fill(MESSAGES[error.keyword]!, lang, { title });
    default:
      return fill(MESSAGES.invalid!, lang, { title });
  }
}
