import { http } from '../app/http';
import { formEncode } from '../../engine/data/http-client';
import type { Envelope } from '../../engine/data/envelope';
import type { CurrentUser, MenuAuthority } from './session-types';

/** Spec 01 §7: the browser's app client, sent as Basic client auth on the token call. */
const CLIENT_ID = 'browser';
const CLIENT_SECRET = 'browser';

export interface TokenReply {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

async function data<T>(request: Promise<{ data: Envelope<T> }>): Promise<T> {
  return (await request).data.data;
}

export const authApi = {
  tenantOf: (by: { username: string } | { mobile: string }) =>
    data<{ tenantCode: string; tenantName: string }>(http.post('/api/account/sysuserdetail/getTenantCodeByUser', null, { params: by })),

  token: (fields: Record<string, string | undefined>) =>
    data<TokenReply>(http.post('/api/uaa/oauth/token', formEncode({ scope: 'ui', client_id: CLIENT_ID, ...fields }), {
      headers: { Authorization: `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    })),

  currentUser: () => data<CurrentUser>(http.get('/api/uaa/users/getSysUser')),
  authority: (username: string) => data<MenuAuthority>(http.post('/api/account/sysuserdetail/queryCurrentAuthority', null, { params: { username } })),
  registerSession: () => data<unknown>(http.post('/api/admin/sysuser/registerNewSession', null, { silent: true })),
  logout: () => data<unknown>(http.post('/api/clearway/auth/logout', null, { silent: true })),

  smsCode: (mobile: string) => data<{ expiresInSeconds: number }>(http.get('/api/account/captcha/getSmsCaptcha', { params: { mobile } })),
  imageCaptcha: (randomCode: string) => data<{ image: string }>(http.post('/api/account/captcha/generateImageCaptcha', null, { params: { randomCode } })),
  compareCaptcha: (charCaptcha: string, randomCode: string) => data<boolean>(http.post('/api/account/sysuserdetail/compareCaptcha', null, { params: { charCaptcha, randomCode } })),
  retrievePassword: (email: string, charCaptcha: string, randomCode: string) =>
    http.post<Envelope<null>>('/api/account/sysuserdetail/retrievePassword', null, { params: { email, charCaptcha, randomCode } }).then((r) => r.data),
  resetPassword: (token: string, newPassword: string) => http.post<Envelope<null>>('/api/clearway/auth/password-reset', { token, newPassword }).then((r) => r.data),
  platformSmsCode: (mobile: string) => data<unknown>(http.post('/api/bdtibs/base/sendPlatformSmsCode', { mobile })),
  register: (account: { tenantCode: string; username: string; password: string; mobile: string; smsCode: string; email?: string; customerName: string; contactName?: string }) =>
    http.post<Envelope<{ username: string; customerCode: string }>>('/api/admin/sysuser/registerAccountInitial', account).then((r) => r.data),
  /** `silent`: a failure rejects without the client's error toast (the caller shows the message itself). */
  changePassword: (params: { password: string; newPassword: string; subjectId: string }, options: { silent?: boolean } = {}) =>
    http.put<Envelope<null>>('/api/account/sysuserdetail/updatePasswordBySubjectId', null, { params: { ...params, platformCode: 0 }, silent: options.silent }).then((r) => r.data),
  /** The person's own profile (spec 02 §7 "sysuser"); a refusal rejects with the field messages. */
  updateProfile: (profile: { nickname: string; mobile: string | null; email: string | null; avatar: string | null }) =>
    data<{ nickname: string; mobile: string | null; email: string | null; avatar: string | null }>(http.put('/api/account/sysuserdetail/updateSysUserDetail', profile)),
  languagePacks: (tenantCode?: string) =>
    data<Record<string, Record<string, string>>>(http.get('/api/bdtibs/base/queryLanguageMenuFormat', { silent: true, params: tenantCode ? { tenantCode } : undefined })),
};
