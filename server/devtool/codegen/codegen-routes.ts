import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../routes/context';

/** The code generator's calls (being built). */
export function registerCodegenRoutes(_app: FastifyInstance, _ctx: ServerContext): void {}
