/**
 * Required-field rules of the admin forms (spec 01 §5, spec 02 §5: role, menu, dictionary, org, parameter, app
 * client and tenant). The spec names the forms but neither their required fields nor the words of the messages:
 * the fields are the entities' main fields of spec 02 §3, and the sentences are ours (请输入… for typed fields,
 * 请选择… for chosen ones).
 */
import type { FormRule } from './form-rule';

function enter<Name extends string>(name: Name, zh: string, en: string): FormRule<Name> {
  return Object.freeze({ name, kind: 'required', message: Object.freeze({ zh: `请输入${zh}`, en: `Enter the ${en}` }) });
}

function choose<Name extends string>(name: Name, zh: string, en: string): FormRule<Name> {
  return Object.freeze({ name, kind: 'required', message: Object.freeze({ zh: `请选择${zh}`, en: `Choose the ${en}` }) });
}

/** The required-field rules by name; each name is the field's name followed by `Required`. */
export const REQUIRED_RULES = Object.freeze({
  roleNameRequired: enter('roleNameRequired', '角色名称', 'role name'),
  roleCodeRequired: enter('roleCodeRequired', '角色编码', 'role code'),
  roleTypeRequired: choose('roleTypeRequired', '角色类型', 'role type'),
  menuNameRequired: enter('menuNameRequired', '菜单名称', 'menu name'),
  menuCodeRequired: enter('menuCodeRequired', '菜单编码', 'menu code'),
  menuPathRequired: enter('menuPathRequired', '菜单路径', 'menu path'),
  menuSequenceRequired: enter('menuSequenceRequired', '菜单排序', 'menu order'),
  dictTypeRequired: enter('dictTypeRequired', '字典类型', 'dictionary type'),
  dictNameRequired: enter('dictNameRequired', '字典名称', 'dictionary name'),
  dictValueRequired: enter('dictValueRequired', '字典值', 'dictionary value'),
  orgNameRequired: enter('orgNameRequired', '机构名称', 'organisation name'),
  orgTypeRequired: choose('orgTypeRequired', '机构类型', 'organisation type'),
  paramNameRequired: enter('paramNameRequired', '参数名称', 'parameter name'),
  paramKeyRequired: enter('paramKeyRequired', '参数键名', 'parameter key'),
  paramValueRequired: enter('paramValueRequired', '参数键值', 'parameter value'),
  clientCodeRequired: enter('clientCodeRequired', '客户端编码', 'client code'),
  clientSecretRequired: enter('clientSecretRequired', '客户端密钥', 'client secret'),
  authTypeRequired: choose('authTypeRequired', '授权类型', 'grant type'),
  tenantCodeRequired: enter('tenantCodeRequired', '租户编码', 'tenant code'),
  tenantNameRequired: enter('tenantNameRequired', '租户名称', 'tenant name'),
});

/** A required-field rule's name. */
export type RequiredRuleName = keyof typeof REQUIRED_RULES;

/** The admin forms with required fields. */
export type AdminFormName = 'role' | 'menu' | 'dictionary' | 'org' | 'parameter' | 'appClient' | 'tenant';

/** Which required-field rules each admin form applies. */
export const REQUIRED_RULES_BY_FORM: Readonly<Record<AdminFormName, readonly RequiredRuleName[]>> = Object.freeze({
  role: ['roleNameRequired', 'roleCodeRequired', 'roleTypeRequired'],
  menu: ['menuNameRequired', 'menuCodeRequired', 'menuPathRequired', 'menuSequenceRequired'],
  dictionary: ['dictTypeRequired', 'dictNameRequired', 'dictValueRequired'],
  org: ['orgNameRequired', 'orgTypeRequired'],
  parameter: ['paramNameRequired', 'paramKeyRequired', 'paramValueRequired'],
  appClient: ['clientCodeRequired', 'clientSecretRequired', 'authTypeRequired'],
  tenant: ['tenantCodeRequired', 'tenantNameRequired'],
});
