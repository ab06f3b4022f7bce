/**
 * PUT /api/account/sysuserdetail/updateSysUserDetail (spec 02 §7 "sysuser"): the signed-in person changes their own
 * profile — name, mobile, e-mail, avatar, region, address, introduction — from /profile/index. Never their username,
 * password, roles, site or status (an administrator's, on /sysuser). The mobile keeps the installation-wide
 * uniqueness of /sysuser; a bad value is a 400 naming the field, nothing written.
 */
import type { FastifyInstance } from 'fastify';
import { validatorMessage, validators } from '../../engine/validation/registry';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import { refuseTakenMobile } from '../services/user-accounts';
import type { ServerContext } from './context';

/** The fields a person may change on themselves, with their longest length (the sys_user columns). */
const EDITABLE = { nickname: 64, mobile: 20, email: 128, avatar: 500, geographic: 200, address: 200, profile: 500 } as const;
type Editable = keyof typeof EDITABLE;

const TEXTS = {
  nickname: { zh: '请输入姓名', en: 'Enter a name' },
  tooLong: { zh: '最多 {n} 个字符', en: 'At most {n} characters' },
};

export function registerProfileRoutes(app: FastifyInstance, _ctx: ServerContext): void {
  app.put<{ Body: Partial<Record<Editable, string | null>> }>('/api/account/sysuserdetail/updateSysUserDetail', {
    schema: {
      tags: ['account'], summary: 'Change the signed-in user\'s own profile: nickname, mobile, email, avatar, geographic, address, profile',
      body: { type: 'object', additionalProperties: false, properties: Object.fromEntries(Object.entries(EDITABLE).map(([name, max]) => [name, { type: ['string', 'null'], maxLength: max + 100 }])) },
      response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) },
    },
  }, async (request) => {
    const user = requireUser(request);
    const lang = request.lang;
    const values: Partial<Record<Editable, string | null>> = {};
    const fields: Record<string, string> = {};
    for (const name of Object.keys(EDITABLE) as Editable[]) {
      if (!Object.hasOwn(request.body ?? {}, name)) continue;
      const raw = request.body[name];
      const value = typeof raw === 'string' ? raw.trim() : null;
      values[name] = value === '' ? null : value;
      if (value && value.length > EDITABLE[name]) fields[name] = TEXTS.tooLong[lang].replace('{n}', String(EDITABLE[name]));
    }
    if (Object.hasOwn(values, 'nickname') && !values.nickname) fields.nickname = TEXTS.nickname[lang];
    if (values.mobile && !validators.mainlandMobile(values.mobile)) fields.mobile = validatorMessage('mainlandMobile', lang);
    if (values.email && !validators.email(values.email)) fields.email = validatorMessage('email', lang);
    if (Object.keys(fields).length) throw new AppError('VALIDATION', { detail: Object.keys(fields).join(', ') }, fields);
    if (values.mobile) await refuseTakenMobile(request.db, values.mobile, user.id);
    if (Object.keys(values).length) {
      await request.db.updateTable('sysUser').set({ ...values, nickname: values.nickname ?? undefined, updatedAt: new Date(), updatedBy: user.username }).where('id', '=', user.id).execute();
    }
    const row = await request.db.selectFrom('sysUser').select(['id', 'username', 'nickname', 'mobile', 'email', 'avatar', 'geographic', 'address', 'profile']).where('id', '=', user.id).executeTakeFirstOrThrow();
    return ok(row);
  });
}
