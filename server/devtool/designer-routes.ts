import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../routes/context';

/** The form designer's calls (being built). */
export function registerDesignerRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
