/**
 * Every coded error the server answers with, in one place. `code` goes into the reply envelope, `http` is the HTTP
 * status, and the messages are those a person reads (spec messages kept exactly as the spec writes them).
 * The codes the browser reacts to are those of spec 01 §8: 400 'more 5' (lock), 50008/50012/50014 (re-login box),
 * 500 with 'expired' (token cleared), HTTP 401 (logged out).
 */
export const errorCatalogue = {
  VALIDATION: { code: 400, http: 400, zh: '请求参数不正确：{detail}', en: 'Invalid request: {detail}' },
  BAD_CREDENTIALS: { code: 400, http: 400, zh: '用户名或密码错误', en: 'Wrong username or password' },
  ACCOUNT_LOCKED: { code: 400, http: 400, zh: 'more 5', en: 'more 5' },
  ACCOUNT_DISABLED: { code: 400, http: 400, zh: '账号已停用', en: 'This account is disabled' },
  TENANT_NOT_FOUND: { code: 400, http: 400, zh: '未找到该用户所属的租户', en: 'No tenant found for this user' },
  UNSUPPORTED_GRANT: { code: 400, http: 400, zh: '不支持的授权类型：{grant}', en: 'Unsupported grant type: {grant}' },
  CLIENT_AUTH_FAILED: { code: 401, http: 401, zh: '客户端认证失败', en: 'Client authentication failed' },
  UNAUTHORIZED: { code: 401, http: 401, zh: '未登录或登录已失效，请重新登录', en: 'Not logged in, or the login has expired: please log in again' },
  TOKEN_INVALID: { code: 50008, http: 200, zh: '非法的令牌，请重新登录', en: 'Illegal token: please log in again' },
  SESSION_REPLACED: { code: 50012, http: 200, zh: '账号已在其他地方登录', en: 'This account has logged in elsewhere' },
  TOKEN_EXPIRED: { code: 50014, http: 200, zh: '令牌已过期，请重新登录', en: 'Token expired: please log in again' },
  REFRESH_INVALID: { code: 500, http: 401, zh: 'refresh_token expired or revoked', en: 'refresh_token expired or revoked' },
  FORBIDDEN: { code: 403, http: 403, zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  NOT_FOUND: { code: 404, http: 404, zh: '未找到：{what}', en: 'Not found: {what}' },
  ROUTE_NOT_FOUND: { code: 404, http: 404, zh: '接口不存在：{path}', en: 'No such endpoint: {path}' },
  UNKNOWN_QID: { code: 400, http: 400, zh: '未知的查询编号：{qid}', en: 'Unknown query id: {qid}' },
  CAPTCHA_WRONG: { code: 400, http: 400, zh: '验证码错误', en: 'Wrong verification code' },
  CAPTCHA_EXPIRED: { code: 400, http: 400, zh: '验证码已过期，请刷新', en: 'The verification code has expired: refresh it' },
  CAPTCHA_REQUIRED: { code: 400, http: 400, zh: '请先完成图形验证码', en: 'Complete the image captcha first' },
  SMS_TOO_FREQUENT: { code: 429, http: 429, zh: '发送过于频繁，请{seconds}秒后再试', en: 'Too many codes sent: try again in {seconds} s' },
  SMS_CODE_WRONG: { code: 400, http: 400, zh: '短信验证码错误或已过期', en: 'The SMS code is wrong or has expired' },
  MOBILE_UNKNOWN: { code: 400, http: 400, zh: '该手机号未注册', en: 'No account uses this mobile number' },
  MOBILE_TAKEN: { code: 400, http: 400, zh: '该手机号已注册', en: 'This mobile number is already registered' },
  USERNAME_TAKEN: { code: 400, http: 400, zh: '用户名已存在', en: 'This username is already taken' },
  OLD_PASSWORD_WRONG: { code: 400, http: 400, zh: '原密码错误', en: 'The old password is wrong' },
  PASSWORD_TOO_SHORT: { code: 400, http: 400, zh: '密码长度最小为8位！', en: 'The password must have at least 8 characters!' },
  PASSWORD_TOO_LONG: { code: 400, http: 400, zh: '密码长度不能超过31位！', en: 'The password may have at most 31 characters!' },
  PASSWORD_WEAK: { code: 400, http: 400, zh: '密码必须是数字和字母的组合！', en: 'The password must combine digits and letters!' },
  RESET_TOKEN_INVALID: { code: 400, http: 400, zh: '重置链接无效或已过期', en: 'The reset link is invalid or has expired' },
  FILE_EMPTY: { code: 400, http: 400, zh: '文件不能为空！', en: 'The file must not be empty!' },
  FILE_TYPE_REFUSED: { code: 400, http: 400, zh: '不支持的文件类型：{ext}', en: 'This file type is not accepted: {ext}' },
  FILE_TOO_LARGE: { code: 400, http: 400, zh: '文件必须小于10MB！', en: 'The file must be smaller than 10MB!' },
  WMS_NOT_CONFIGURED: { code: 400, http: 400, zh: '未配置仓储系统地址（CLEARWAY_WMS_URL）', en: 'No warehouse system is configured (CLEARWAY_WMS_URL)' },
  NOT_AVAILABLE: { code: 404, http: 404, zh: '生产环境不提供此接口', en: 'Not available in production' },
  STALE_VERSION: { code: 409, http: 409, zh: '数据已被他人修改，请刷新后重试', en: 'This record was changed by someone else: reload it and try again' },
  UNIQUE_CLASH: { code: 400, http: 400, zh: '{title} 已存在', en: '{title} already exists' },
  ROW_NOT_FOUND: { code: 404, http: 404, zh: '{entity}中没有这条记录：{ids}', en: 'No such record of {entity}: {ids}' },
  STATUS_LOCKED: { code: 400, http: 400, zh: '{field}只能通过状态流转修改，不能从「{from}」改为「{to}」', en: '{field} changes only through a transition, not from "{from}" to "{to}"' },
  TRANSITION_REFUSED: { code: 400, http: 400, zh: '「{transition}」不能把状态从「{from}」变为「{to}」', en: '"{transition}" cannot move the status from "{from}" to "{to}"' },
  UNKNOWN_TRANSITION: { code: 400, http: 400, zh: '{entity}没有名为 {transition} 的状态流转', en: '{entity} has no transition named {transition}' },
  INTERNAL: { code: 500, http: 500, zh: '服务器内部错误，请稍后重试', en: 'Internal server error: please try again later' },
} as const;

export type ErrorName = keyof typeof errorCatalogue;
export type Language = 'zh' | 'en';
