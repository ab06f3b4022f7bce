/**
 * The demo tenants' staff accounts besides the sign-in fixtures (demo-fixtures.ts), a customer portal account, and
 * who holds which post (schemas/admin/demo/syspost.json): the /sysuser, /bdtSysuser and /syspost pages show a company
 * a person in the trade recognises. Runs after the demo rows (posts, employees); a user is written once, and given
 * posts only while they hold none, so an administrator's changes stay. The staff sign in with `Demo1234`.
 */
import type { Db } from '../db/database';
import { hashPassword } from '../services/password-hash';

interface StaffUser {
  username: string;
  nickname: string;
  mobile: string;
  email: string;
  siteCode: string;
  employeeCode?: string;
  orgName?: string;
  role?: string;
  /** A customer portal account: the customer's code. */
  customerCode?: string;
}

const STAFF_PASSWORD = 'Demo1234';

const STAFF: Record<string, StaffUser[]> = {
  demo: [
    { username: 'chenliqiang', nickname: '陈立强', mobile: '13800138102', email: 'chen.liqiang@demo.example', siteCode: '888888', employeeCode: 'E2001', orgName: '运营部', role: 'ROLE_OPERATOR' },
    { username: 'huangxy', nickname: '黄晓燕', mobile: '13800138202', email: 'huang.xiaoyan@demo.example', siteCode: 'SZ001', employeeCode: 'E2003', orgName: '深圳仓储部', role: 'ROLE_OPERATOR' },
    { username: 'limin', nickname: '李敏', mobile: '13800138104', email: 'li.min@demo.example', siteCode: '888888', employeeCode: 'E2005', orgName: '关务部', role: 'ROLE_CUSTOMS' },
    { username: 'youxuan_chen', nickname: '陈先生（深圳优选）', mobile: '13700000101', email: 'chen@youxuan.example', siteCode: 'SZ001', customerCode: 'DMC001' },
  ],
  harbor: [],
};

/** Post codes by username. */
const POSTS: Record<string, Record<string, string[]>> = {
  demo: { admin: ['GM'], operator: ['WH_SUP'], customs: ['DECLARANT'], chenliqiang: ['OPS_MGR'], huangxy: ['SCANNER'], limin: ['DECLARANT', 'CS'] },
  harbor: { harbor_admin: ['GM'] },
};

export async function seedStaffAndPosts(db: Db, tenantId: number, tenantCode: string): Promise<void> {
  for (const staff of STAFF[tenantCode] ?? []) {
    if (await db.selectFrom('sysUser').select('id').where('username', '=', staff.username).executeTakeFirst()) continue;
    const site = await db.selectFrom('baseSite').select('id').where('tenantId', '=', tenantId).where('siteCode', '=', staff.siteCode).executeTakeFirst();
    const org = staff.orgName ? await db.selectFrom('sysOrg').select('id').where('tenantId', '=', tenantId).where('orgName', '=', staff.orgName).executeTakeFirst() : undefined;
    const customer = staff.customerCode ? await db.selectFrom('baseCustomer').select('id').where('tenantId', '=', tenantId).where('customerCode', '=', staff.customerCode).executeTakeFirst() : undefined;
    const user = await db.insertInto('sysUser').values({
      tenantId, username: staff.username, passwordHash: await hashPassword(STAFF_PASSWORD), nickname: staff.nickname, mobile: staff.mobile, email: staff.email,
      avatar: null, geographic: '广东省深圳市', address: null, profile: null, isAdmin: 0, ownerSiteId: site?.id ?? null, customerId: customer?.id ?? null,
      subjectId: `S-${staff.username}`, subjectName: staff.nickname, employeeCode: staff.employeeCode ?? null, lockedUntil: null, orgId: org?.id ?? null,
      createdBy: 'seed', updatedBy: null,
    }).returning('id').executeTakeFirstOrThrow();
    const role = staff.role ? await db.selectFrom('sysRole').select('id').where('tenantId', '=', tenantId).where('roleCode', '=', staff.role).executeTakeFirst() : undefined;
    if (role) await db.insertInto('sysUserRole').values({ userId: user.id, roleId: role.id }).onConflict((oc) => oc.doNothing()).execute();
  }
  for (const [username, codes] of Object.entries(POSTS[tenantCode] ?? {})) {
    const user = await db.selectFrom('sysUser').select('id').where('tenantId', '=', tenantId).where('username', '=', username).executeTakeFirst();
    if (!user || (await db.selectFrom('sysUserPost').select('id').where('userId', '=', user.id).executeTakeFirst())) continue;
    const posts = await db.selectFrom('sysPost').select('id').where('tenantId', '=', tenantId).where('postCode', 'in', codes).execute();
    if (posts.length) await db.insertInto('sysUserPost').values(posts.map((p) => ({ tenantId, userId: user.id, postId: p.id, createdBy: 'seed', updatedBy: null }))).execute();
  }
}
