import type { ControlledTransaction, Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/tables';
import type { Language } from '../errors/catalogue';

/** Who is calling: loaded from the access token's session on every authenticated request. */
export interface SessionUser {
  id: number;
  tenantId: number;
  tenantCode: string;
  username: string;
  nickname: string;
  isAdmin: boolean;
  ownerSiteCode: string | null;
  employeeCode: string | null;
  subjectId: string;
  sessionId: string;
  roles: string[];
  /**
   * The user belongs to the installation's platform tenant (server setting `platform_tenant`, default `demo`): with
   * the usual grants, they may manage the installation-wide entities (`storage.platform`: app clients, tenants).
   */
  platform?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's transaction for writes, else the shared database handle. */
    db: Db | Transaction<Database>;
    transaction?: ControlledTransaction<Database>;
    /** Set before preHandler by a route serving several calls (the entity router): overrides `config.transaction`. */
    transactionWanted?: boolean;
    failed?: boolean;
    user?: SessionUser;
    /** The authority version (migration 0017) read with the session: what cached grants are checked against. */
    authorityVersion?: string;
    lang: Language;
  }
  interface FastifyContextConfig {
    /** No session needed (login, captcha, public pages). */
    public?: boolean;
    /** Run in one transaction (default: yes for POST/PUT/DELETE/PATCH). */
    transaction?: boolean;
    /**
     * A catch-all route (the entity router): whether it serves this request. An unknown path under it needs no
     * session and answers the usual 404, as an unmatched path does (the entity calls are public in the OpenAPI
     * document, so a 401 for known ones and a 404 for others tells nothing new).
     */
    serves?: (request: FastifyRequest) => boolean;
  }
}

/** The authenticated user, or a programming error when a public route asks for one. */
export function requireUser(request: { user?: SessionUser }): SessionUser {
  if (!request.user) throw new Error('route needs a session but is declared public');
  return request.user;
}
