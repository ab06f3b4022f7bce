import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../routes/context';
import { registerCodegenRoutes } from './codegen/codegen-routes';
import { registerDesignerRoutes } from './designer-routes';

/**
 * The developer tools' calls under /api/clearway/devtool/ (docs/domain/devtool.md, docs/api.md "Developer tools"):
 * the form designer's (audiences, preview and tracer as a tenant and role, base schema files in development mode)
 * and the code generator's (tables, drafts, forward generation).
 */
export function registerDevtoolRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerDesignerRoutes(app, ctx);
  registerCodegenRoutes(app, ctx);
}
