import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser, type SessionUser } from '../http/request-context';
import type { RequestDb } from '../entity/row-store';
import { mayUseButton } from '../entity/entity-permissions';
import type { EntityRegistry } from '../entity/entity-registry';
import type { Clock } from '../clock';
import type { ServerContext } from './context';

/** The route and button that grant recording a scan type. */
export interface ScanGrant {
  route: string;
  button: string;
}

/**
 * The scan types the server records, each with the route and button that grant it, as the schemas say them: a
 * schema whose list panel is a ScanBox records its `scanType` on its route, with the panel's `button` (spec 02 §2
 * operate pages; schemas/operate/put-scan.json).
 */
export function scanGrants(entities: EntityRegistry): Readonly<Record<string, ScanGrant>> {
  const grants: Record<string, ScanGrant> = {};
  for (const model of entities.all()) {
    const panel = model.schema.list.panel;
    const props = panel?.['x-component-props'] ?? {};
    if (panel?.['x-component'] !== 'ScanBox' || !model.schema.route) continue;
    if (typeof props.scanType === 'string' && typeof props.button === 'string') grants[props.scanType] = { route: model.schema.route, button: props.button };
  }
  return grants;
}

/** Most scans one request may carry (a queue drained after a long network cut goes in several requests). */
export const MAX_SCANS_PER_REQUEST = 500;
/** How far a scan's time may lie ahead of the server's clock (device clocks drift). */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

/** One scan as the browser sends it; who and where come from the session, never from here. */
export interface ScanInput {
  /** The browser's id of this scan: sending it again records nothing new (exactly once across replays). */
  clientScanId: string;
  scanType: string;
  scanCode: string;
  /** When the person scanned (ISO 8601), which for a scan queued offline is earlier than its arrival. */
  scannedAt: string;
}

/** What became of one scan: written now, or already written by an earlier request with the same clientScanId. */
export interface ScanOutcome {
  clientScanId: string;
  status: 'recorded' | 'known';
  id: number;
}

/** The request body: scans of the scan types the schemas declare, and no other. */
function bodySchema(scanTypes: string[]) {
  const scan = {
    type: 'object',
    additionalProperties: false,
    required: ['clientScanId', 'scanType', 'scanCode', 'scannedAt'],
    properties: {
      clientScanId: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
      scanType: { type: 'string', enum: scanTypes },
      // A whole code: no surrounding blanks, no line breaks or tabs inside (a wedge scanner's Enter ends a scan).
      scanCode: { type: 'string', minLength: 1, maxLength: 100, pattern: '^\\S(?:[^\\r\\n\\t]*\\S)?$' },
      scannedAt: { type: 'string', format: 'date-time' },
    },
  };
  return { type: 'object', additionalProperties: false, required: ['scans'], properties: { scans: { type: 'array', minItems: 1, maxItems: MAX_SCANS_PER_REQUEST, items: scan } } };
}

const outcomeSchema = {
  type: 'object',
  properties: {
    recorded: { type: 'integer' },
    known: { type: 'integer' },
    results: { type: 'array', items: { type: 'object', properties: { clientScanId: { type: 'string' }, status: { type: 'string' }, id: { type: 'integer' } } } },
  },
};

/**
 * Whether the caller may record this scan type: administrators always; others need the type's route in their menu
 * and its button on one of their roles (server/entity/entity-permissions.ts).
 */
export async function mayRecordScans(db: RequestDb, user: SessionUser, grant: ScanGrant | undefined): Promise<boolean> {
  return !!grant && (await mayUseButton(db, user, grant.route, grant.button));
}

/**
 * Records a batch of scans for the caller, each exactly once per (tenant, clientScanId): INSERT … ON CONFLICT DO
 * NOTHING, then the ids of those already there. Runs in the request's transaction.
 * @throws AppError VALIDATION for a scan dated too far ahead, FORBIDDEN without the scan button.
 */
export async function recordScans(db: RequestDb, clock: Clock, user: SessionUser, scans: readonly ScanInput[], grants: Readonly<Record<string, ScanGrant>>): Promise<ScanOutcome[]> {
  const latest = clock.now() + MAX_CLOCK_AHEAD_MS;
  const fields: Record<string, string> = {};
  scans.forEach((scan, i) => {
    if (Date.parse(scan.scannedAt) > latest) fields[`scans.${i}.scannedAt`] = 'lies in the future';
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION', { detail: Object.entries(fields).map(([f, m]) => `${f} ${m}`).join('; ') }, fields);
  for (const scanType of new Set(scans.map((s) => s.scanType))) {
    if (!(await mayRecordScans(db, user, grants[scanType]))) throw new AppError('FORBIDDEN');
  }
  // The same id twice in one request is one scan (the first one).
  const seen = new Set<string>();
  const unique = scans.filter((scan) => !seen.has(scan.clientScanId) && seen.add(scan.clientScanId));
  const inserted = await db
    .insertInto('scanRecord')
    .values(unique.map((scan) => ({
      tenantId: user.tenantId,
      scanType: scan.scanType,
      scanCode: scan.scanCode,
      ownerSiteCode: user.ownerSiteCode,
      scannedBy: user.username,
      scannedAt: new Date(scan.scannedAt),
      clientScanId: scan.clientScanId,
    })))
    .onConflict((conflict) => conflict.columns(['tenantId', 'clientScanId']).doNothing())
    .returning(['id', 'clientScanId'])
    .execute();
  const recorded = new Map(inserted.map((row) => [row.clientScanId!, row.id]));
  const missing = unique.map((s) => s.clientScanId).filter((id) => !recorded.has(id));
  const known = new Map<string, number>();
  if (missing.length) {
    const rows = await db.selectFrom('scanRecord').select(['id', 'clientScanId']).where('tenantId', '=', user.tenantId).where('clientScanId', 'in', missing).execute();
    for (const row of rows) known.set(row.clientScanId!, row.id);
  }
  const told = new Set<string>();
  return scans.map((scan) => {
    const id = recorded.get(scan.clientScanId);
    const first = !told.has(scan.clientScanId);
    told.add(scan.clientScanId);
    if (id !== undefined && first) return { clientScanId: scan.clientScanId, status: 'recorded', id };
    return { clientScanId: scan.clientScanId, status: 'known', id: id ?? known.get(scan.clientScanId)! };
  });
}

/**
 * POST /api/clearway/scan-records (our extension; docs/api.md "Scan records"): records a batch of scans, answering
 * per scan whether it was recorded now or already known. The ScanBox widget sends each scan here, and replays the
 * ones it queued while offline with the same clientScanId.
 */
export function registerScanRecordRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // The schemas may be reloaded while the server runs: the grants are those of the registry served now. The body
  // schema lists the scan types known at start (a scan type added by a reload is answered after a restart).
  const grantsOf = new WeakMap<EntityRegistry, Readonly<Record<string, ScanGrant>>>();
  const currentGrants = () => {
    let grants = grantsOf.get(ctx.entities);
    if (!grants) grantsOf.set(ctx.entities, (grants = scanGrants(ctx.entities)));
    return grants;
  };
  app.post<{ Body: { scans: ScanInput[] } }>('/api/clearway/scan-records', {
    schema: {
      tags: ['clearway'],
      summary: 'Record scans exactly once by clientScanId: { recorded, known, results: [{ clientScanId, status: recorded|known, id }] }',
      body: bodySchema(Object.keys(currentGrants())),
      response: { 200: envelopeSchema(outcomeSchema) },
    },
  }, async (request) => {
    const results = await recordScans(request.db, ctx.clock, requireUser(request), request.body.scans, currentGrants());
    const recorded = results.filter((r) => r.status === 'recorded').length;
    return ok({ recorded, known: results.length - recorded, results });
  });
}
