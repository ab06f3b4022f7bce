/**
 * The user-post tree (schemas/admin/sysuserpost.json `commands`; spec 02 §7 "sysuserpost"). A post's own rules are
 * the engine's: a tree's (no loops, no deleting one with sub-posts) and a referred row's (no deleting a post users
 * hold: ROW_IN_USE). docs/domain/administration.md "Posts (岗位)".
 */
import { buildTree } from '../../engine/tree/build-tree';
import { AppError } from '../errors/app-error';
import type { CommandImplementation, CommandRegistry } from './registry';

/**
 * The tenant's posts as a tree, each node `checked` when the user holds it, with the held ids as `checkedKeys`
 * (the TreeCheckbox widget's shape). Another tenant's user is not found (404).
 */
const querySysUserPostTree: CommandImplementation = async ({ ctx, params }) => {
  const userId = params.userId as number;
  const user = await ctx.db.selectFrom('sysUser').select('id').where('id', '=', userId).where('tenantId', '=', ctx.user.tenantId).executeTakeFirst();
  if (!user) throw new AppError('ROW_NOT_FOUND', { entity: ctx.lang === 'zh' ? '用户管理' : 'Users', ids: String(userId) });
  const held = new Set((await ctx.db.selectFrom('sysUserPost').select('postId').where('userId', '=', userId).execute()).map((r) => r.postId));
  const posts = await ctx.db.selectFrom('sysPost').select(['id', 'postCode', 'postName', 'postParent', 'postSequence']).where('tenantId', '=', ctx.user.tenantId).execute();
  const tree = buildTree(posts.map((p) => ({ ...p, key: p.id, title: p.postName, checked: held.has(p.id) })), { parent: 'postParent', label: 'postName', sequence: 'postSequence' });
  return { result: { tree, checkedKeys: [...held].sort((a, b) => a - b) } };
};

export function registerSysPostCommands(registry: CommandRegistry): void {
  registry.register('admin.sysuserpost.querySysUserPostTree', querySysUserPostTree);
}
