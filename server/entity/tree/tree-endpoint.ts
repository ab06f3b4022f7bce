import type { FastifyRequest, FastifySchema } from 'fastify';
import type { EntityModel } from '../../../engine/schema/entity-model';
import { requireUser } from '../../http/request-context';
import { readTree, type TreeQuery } from './read-tree';

/**
 * The `tree` role of the API patterns (`query{Entity}Tree`, GET): the entity's rows nested by its `tree.parent`
 * (server/entity/tree/read-tree.ts). One entry of the endpoint router's role map.
 */
export const treeRoute = {
  summary: 'The rows as a tree: [{ …row, hasChildren, children? }], siblings in sequence order; `parentId` (or `lazy`) for one level, `keyword` to search keeping ancestors',
  schema: (): FastifySchema => ({
    querystring: {
      type: 'object',
      properties: {
        parentId: { type: 'integer', minimum: 0, maximum: 2147483647 },
        lazy: { type: 'boolean' },
        keyword: { type: 'string', maxLength: 100 },
      },
    },
  }),
  handle: (request: FastifyRequest, model: EntityModel) => readTree(request.db, model, requireUser(request), request.query as TreeQuery),
};
