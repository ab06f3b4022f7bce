import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser, type SessionUser } from '../http/request-context';
import type { RequestDb } from '../entity/row-store';
import { mayUseButton } from '../entity/entity-permissions';
import type { EntityRegistry } from '../entity/entity-registry';
import type { Clock } from '../clock';
import type { ServerContext } from './context';
import type { EntityService, WriteContext } from '../entity/entity-service';
import { entityServiceFor } from '../entity/entity-service-for';
import { scanPageOf, type ScanContext, type ScanMoves } from '../../engine/schema/scan-moves';
import { moveByScan, type ScanMove, type ScanOnto } from '../operate/move-by-scan';
import { referencesFor, type References } from '../entity/references';
import { inLanguage } from '../errors/in-language';
import { listedReason } from '../operate/exception-list';
import { chinaDay } from '../china-day';

/** The route and button that grant recording a scan type, and what its scans move. */
export interface ScanGrant {
  route: string;
  button: string;
  moves?: ScanMoves;
  /** What the scans are made onto, a field of the page `entity` (engine/schema/scan-moves.ts). */
  context?: ScanContext;
  entity?: string;
}

/**
 * The scan types the server records, each with the route and button that grant it and what its scans move, as the
 * schemas say them: a schema whose list panel is a ScanBox records its `scanType` on its route, with the panel's
 * `button` and `moves` (engine/schema/scan-moves.ts; spec 02 §2 operate pages; schemas/operate/put-scan.json).
 */
export function scanGrants(entities: EntityRegistry): Readonly<Record<string, ScanGrant>> {
  const grants: Record<string, ScanGrant> = {};
  for (const model of entities.all()) {
    const page = scanPageOf(model.schema);
    if (!page || !model.schema.route) continue;
    grants[page.scanType] = {
      route: model.schema.route, button: page.button, entity: model.id,
      ...(page.moves ? { moves: page.moves } : {}), ...(page.context ? { context: page.context } : {}),
    };
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
  /** What the scan was made onto, chosen on the page when it was scanned (a load unit): the page's `context`. */
  context?: string;
}

/**
 * What became of one scan: written now, or already written by an earlier request with the same clientScanId; and
 * its verdict (the first time's, for a replay): `moved` the parcel to `node`, `refused` for `reason`, or `noted`
 * (the scan type moves nothing).
 */
export interface ScanOutcome {
  clientScanId: string;
  status: 'recorded' | 'known';
  id: number;
  verdict: 'moved' | 'refused' | 'noted';
  node?: string;
  reason?: string;
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
      context: { type: 'string', minLength: 1, maxLength: 100, pattern: '^\\S(?:[^\\r\\n\\t]*\\S)?$' },
    },
  };
  return { type: 'object', additionalProperties: false, required: ['scans'], properties: { scans: { type: 'array', minItems: 1, maxItems: MAX_SCANS_PER_REQUEST, items: scan } } };
}

const outcomeSchema = {
  type: 'object',
  properties: {
    recorded: { type: 'integer' },
    known: { type: 'integer' },
    refused: { type: 'integer' },
    results: {
      type: 'array',
      items: { type: 'object', properties: { clientScanId: { type: 'string' }, status: { type: 'string' }, id: { type: 'integer' }, verdict: { type: 'string' }, node: { type: 'string' }, reason: { type: 'string' } } },
    },
  },
};

/**
 * Whether the caller may record this scan type: administrators always; others need the type's route in their menu
 * and its button on one of their roles (server/entity/entity-permissions.ts).
 */
export async function mayRecordScans(db: RequestDb, user: SessionUser, grant: ScanGrant | undefined): Promise<boolean> {
  return !!grant && (await mayUseButton(db, user, grant.route, grant.button));
}

/** What recording needs besides the request: the clock, the schemas served now and the service that moves rows. */
export interface ScanRecording {
  clock: Clock;
  entities: EntityRegistry;
  service: EntityService;
  /** Checks a scan's context value as the page's reference field (the caller's rows, the reference's params). */
  references: References;
}

/**
 * What a scan is made onto, checked: the page's context value as a reference the caller may pick (an open load unit
 * of their site), or the refusal saying it is missing or not one to scan onto. Undefined: the page has no context.
 */
async function scanOnto(ctx: WriteContext, recording: ScanRecording, grant: ScanGrant, value: string | undefined): Promise<{ onto?: ScanOnto; refusal?: string }> {
  const context = grant.context;
  const page = grant.entity ? recording.entities.get(grant.entity) : undefined;
  if (!context || !page) return {};
  const field = page.schema.fields[context.field]!;
  const title = field.title[ctx.lang];
  if (!value) return context.required ? { refusal: inLanguage(ctx.lang, `请先选择${title}`, `Choose the ${title} first`) } : {};
  try {
    await recording.references.check(ctx.db as never, ctx.user, ctx.lang, page, { [context.field]: value });
  } catch (error) {
    if (!(error instanceof AppError) || error.errorName !== 'REFERENCE_NOT_FOUND') throw error;
    return { refusal: inLanguage(ctx.lang, `${title} ${value} 不存在、不属于本站或当前不可装入`, `${title} ${value} is missing, another site's, or not open to scans`) };
  }
  const target = recording.entities.get(field['x-ref']!.entity!)!;
  return { onto: { value, context, target, valueField: field['x-ref']!.value } };
}

/**
 * Records a batch of scans for the caller, each exactly once per (tenant, clientScanId), in the order scanned: a scan
 * of a type whose page `moves` rows is judged as it is written and moves its parcel or is refused with the reason
 * (server/operate/move-by-scan.ts); a replay answers the stored verdict. Runs in the request's transaction.
 * @throws AppError VALIDATION for a scan dated too far ahead, FORBIDDEN without the scan button.
 */
export async function recordScans(ctx: WriteContext, recording: ScanRecording, scans: readonly ScanInput[], grants: Readonly<Record<string, ScanGrant>>): Promise<ScanOutcome[]> {
  const { db, user } = ctx;
  const latest = recording.clock.now() + MAX_CLOCK_AHEAD_MS;
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
  const recorded = new Map<string, ScanOutcome>();
  const today = chinaDay(new Date(recording.clock.now())).day;
  const listed = (codes: string[]) => listedReason(db as never, recording.entities, user.tenantId, codes, ctx.lang, today);
  for (const scan of unique) {
    const row = await db.insertInto('scanRecord').values({
      tenantId: user.tenantId,
      scanType: scan.scanType,
      scanCode: scan.scanCode,
      ownerSiteCode: user.ownerSiteCode,
      scannedBy: user.username,
      scannedAt: new Date(scan.scannedAt),
      clientScanId: scan.clientScanId,
      contextCode: scan.context ?? null,
    }).onConflict((conflict) => conflict.columns(['tenantId', 'clientScanId']).doNothing()).returning('id').executeTakeFirst();
    if (!row) continue;
    const grant = grants[scan.scanType]!;
    const moves = grant.moves;
    const model = moves && recording.entities.get(moves.entity);
    if (!moves || !model) {
      recorded.set(scan.clientScanId, { clientScanId: scan.clientScanId, status: 'recorded', id: row.id, verdict: 'noted' });
      continue;
    }
    const { onto, refusal } = await scanOnto(ctx, recording, grant, scan.context);
    const move: ScanMove = refusal !== undefined
      ? { verdict: 'refused', code: 'CONTEXT', reason: `${scan.scanCode}: ${refusal}` }
      : await moveByScan(ctx, recording.service, model, moves, scan.scanCode, { listed, onto, entities: recording.entities });
    await db.updateTable('scanRecord').set({
      verdict: move.verdict,
      entityId: model.id,
      rowId: move.rowId ?? null,
      node: move.verdict === 'moved' ? move.node : null,
      refusalCode: move.verdict === 'refused' ? move.code : null,
      refusalReason: move.verdict === 'refused' ? move.reason.slice(0, 300) : null,
    }).where('id', '=', row.id).execute();
    recorded.set(scan.clientScanId, move.verdict === 'moved'
      ? { clientScanId: scan.clientScanId, status: 'recorded', id: row.id, verdict: 'moved', node: move.node }
      : { clientScanId: scan.clientScanId, status: 'recorded', id: row.id, verdict: 'refused', reason: move.reason });
  }
  const missing = unique.map((s) => s.clientScanId).filter((id) => !recorded.has(id));
  const known = new Map<string, ScanOutcome>();
  if (missing.length) {
    const rows = await db.selectFrom('scanRecord').select(['id', 'clientScanId', 'verdict', 'node', 'refusalReason'])
      .where('tenantId', '=', user.tenantId).where('clientScanId', 'in', missing).execute();
    for (const row of rows) {
      known.set(row.clientScanId!, {
        clientScanId: row.clientScanId!, status: 'known', id: row.id, verdict: row.verdict as ScanOutcome['verdict'],
        ...(row.node ? { node: row.node } : {}), ...(row.refusalReason ? { reason: row.refusalReason } : {}),
      });
    }
  }
  const told = new Set<string>();
  return scans.map((scan) => {
    const first = !told.has(scan.clientScanId);
    told.add(scan.clientScanId);
    const outcome = recorded.get(scan.clientScanId);
    if (outcome && first) return outcome;
    return outcome ? { ...outcome, status: 'known' } : known.get(scan.clientScanId)!;
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
  const service = entityServiceFor(ctx);
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
    const writeContext = { db: request.db, user: requireUser(request), lang: request.lang };
    const results = await recordScans(writeContext, { clock: ctx.clock, entities: ctx.entities, service, references: referencesFor(ctx) }, request.body.scans, currentGrants());
    const recorded = results.filter((r) => r.status === 'recorded').length;
    return ok({ recorded, known: results.length - recorded, refused: results.filter((r) => r.verdict === 'refused').length, results });
  });
}
