import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import { verifyPassword } from './password-hash';
import type { ClientLifetimes } from './sessions';

/** The built-in client the browser signs in with (spec 01 §7: client_id browser); /appclient keeps it as it is. */
export const BROWSER_CLIENT_CODE = 'browser';

/** Reads `Authorization: Basic base64(client:secret)`; falls back to client_id/client_secret fields. */
export function clientCredentials(authorization: string | undefined, body: { client_id?: string; client_secret?: string }): { id: string; secret: string } | undefined {
  if (authorization?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }
  if (body.client_id && body.client_secret !== undefined) return { id: body.client_id, secret: body.client_secret };
  return undefined;
}

/** The app client after checking its secret and that it may use `grantType`. */
export async function authenticateClient(db: Db, credentials: { id: string; secret: string } | undefined, grantType: string): Promise<ClientLifetimes> {
  if (!credentials) throw new AppError('CLIENT_AUTH_FAILED');
  const client = await db.selectFrom('appClient').selectAll().where('clientCode', '=', credentials.id).executeTakeFirst();
  if (!client?.clientSecretHash || !(await verifyPassword(credentials.secret, client.clientSecretHash))) throw new AppError('CLIENT_AUTH_FAILED');
  if (!client.authType.split(',').map((s) => s.trim()).includes(grantType)) throw new AppError('UNSUPPORTED_GRANT', { grant: grantType });
  return { clientCode: client.clientCode, tokenSeconds: client.tokenSeconds, refreshSeconds: client.refreshSeconds, authScope: client.authScope };
}
