/**
 * The form rules of spec 01 §5 and spec 02 §5 with their messages, and the text-table messages of spec 02 §8.
 * Which screen applies which rule is not shown in the spec; the screens' schemas pick them by name.
 * Only 文件必须小于10MB！ is the spec's own wording; the other sentences are ours.
 *
 * This module is the one to import: it also re-exports the rule type, {@link checkRule}, the required-field rules
 * (required-rules.ts) and the text-table messages (text-table-messages.ts).
 */
import type { FormRule } from './form-rule';
import type { MessageLanguage } from './localized-text';
import { validatorMessages } from './registry';
import { REQUIRED_RULES } from './required-rules';
import { FILE_TOO_LARGE } from './text-table-messages';

export { checkRule, checkRules, isBlank, type FormRule, type FormRuleKind } from './form-rule';
export { REQUIRED_RULES, REQUIRED_RULES_BY_FORM, type AdminFormName, type RequiredRuleName } from './required-rules';
export * from './text-table-messages';

/** The upload limit (spec §9: 10MB), in bytes; a file must be smaller. */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** Freezes each rule and its message, so a shared rule cannot be changed by one of its users. */
function frozen<Rules extends Record<string, FormRule>>(rules: Rules): Readonly<Rules> {
  for (const rule of Object.values(rules)) Object.freeze(Object.freeze(rule).message);
  return Object.freeze(rules);
}

/** The length and format rules by name. */
const FORMAT_RULES = frozen({
  usernameLength: {
    name: 'usernameLength', kind: 'length', min: 3, max: 64,
    message: { zh: '用户名长度为3到64个字符', en: 'The username must have 3 to 64 characters' },
  },
  tenantNameLength: {
    name: 'tenantNameLength', kind: 'length', min: 1, max: 64,
    message: { zh: '租户名称长度为1到64个字符', en: 'The tenant name must have 1 to 64 characters' },
  },
  regionNameLength: {
    name: 'regionNameLength', kind: 'length', min: 2, max: 40,
    message: { zh: '区域名称长度为2到40个字符', en: 'The region name must have 2 to 40 characters' },
  },
  regionCodeFormat: {
    name: 'regionCodeFormat', kind: 'pattern', pattern: '^[0-9]{6,20}$',
    message: { zh: '区域编码必须是6到20位数字', en: 'The region code must be 6 to 20 digits' },
  },
  processRemarkLength: {
    name: 'processRemarkLength', kind: 'length', max: 512,
    message: { zh: '备注不能超过512个字符', en: 'The remark may have at most 512 characters' },
  },
  uploadFileSize: { name: 'uploadFileSize', kind: 'fileSize', max: UPLOAD_LIMIT_BYTES, message: FILE_TOO_LARGE },
  uploadFileNotEmpty: {
    name: 'uploadFileNotEmpty', kind: 'fileSize', min: 1,
    message: { zh: '文件不能为空！', en: 'The file must not be empty!' },
  },
  emailFormat: { name: 'emailFormat', kind: 'validator', validator: 'email', message: validatorMessages.email },
  mobileFormat: {
    name: 'mobileFormat', kind: 'validator', validator: 'mainlandMobile', message: validatorMessages.mainlandMobile,
  },
} satisfies Record<string, FormRule>);

/** Every form rule by name (its message key): the length and format rules and the required-field rules. */
export const FORM_RULES = Object.freeze({ ...FORMAT_RULES, ...REQUIRED_RULES });

/** A form rule's name. */
export type FormRuleName = keyof typeof FORM_RULES;

/** Whether a message key names a form rule. */
export function isFormRuleName(name: unknown): name is FormRuleName {
  return typeof name === 'string' && Object.hasOwn(FORM_RULES, name);
}

/**
 * The message of a form rule in a language, e.g. for the key a server's validation error carries.
 * @example formRuleMessage('uploadFileSize', 'zh'); // '文件必须小于10MB！'
 */
export function formRuleMessage(name: FormRuleName, lang: MessageLanguage): string {
  return FORM_RULES[name].message[lang];
}
