/**
 * What the load units' commands and hooks read and write besides the unit itself (docs/domain/operate.md "Loads"):
 * the parcels on a unit, the units on it, their figures, and the tolerance parameters. Raw SQL through the models'
 * column names, in the caller's transaction, always within the caller's tenant.
 */
import { sql } from 'kysely';
import type { EntityModel } from '../../engine/schema/entity-model';
import type { RequestDb } from '../entity/row-store';
import { TOLERANCE_PARAMS, toleranceOf, type LoadFigures, type WeightTolerance } from './load-rules';

const column = (model: EntityModel, field: string) => {
  const found = model.columns.find((c) => c.field === field);
  if (!found) throw new Error(`${model.id} has no column for ${field}`);
  return sql.ref(found.column);
};
const table = (model: EntityModel) => sql.table(model.table!);

/** The units where parcels are loaded (`units`) and the parcels (`orders`, whose `loadUnitCode` names a unit). */
export interface LoadModels {
  units: EntityModel;
  orders: EntityModel;
}

/** A unit's figures: its parcels, plus the figures of the closed (or departed) units on it. */
export async function figuresOf(db: RequestDb, models: LoadModels, tenantId: number, unitCode: string): Promise<LoadFigures> {
  const { units, orders } = models;
  const direct = await sql<{ pieces: string; weight: string | null }>`SELECT count(*) AS pieces, COALESCE(sum(${column(orders, 'weight')}), 0) AS weight
    FROM ${table(orders)} WHERE tenant_id = ${tenantId} AND ${column(orders, 'loadUnitCode')} = ${unitCode}`.execute(db);
  const nested = await sql<{ pieces: string | null; weight: string | null }>`SELECT COALESCE(sum(${column(units, 'parcelCount')}), 0) AS pieces, COALESCE(sum(${column(units, 'totalWeight')}), 0) AS weight
    FROM ${table(units)} WHERE tenant_id = ${tenantId} AND ${column(units, 'parentUnit')} = ${unitCode} AND ${column(units, 'unitState')} IN ('closed', 'departed')`.execute(db);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    pieces: Number(direct.rows[0]!.pieces) + Number(nested.rows[0]!.pieces ?? 0),
    weight: round(Number(direct.rows[0]!.weight ?? 0) + Number(nested.rows[0]!.weight ?? 0)),
  };
}

/** The units directly on a unit, by state. */
export async function unitsOn(db: RequestDb, units: EntityModel, tenantId: number, unitCode: string): Promise<{ unitCode: string; unitState: string }[]> {
  const found = await sql<{ unitCode: string; unitState: string }>`SELECT ${column(units, 'unitCode')} AS "unitCode", ${column(units, 'unitState')} AS "unitState"
    FROM ${table(units)} WHERE tenant_id = ${tenantId} AND ${column(units, 'parentUnit')} = ${unitCode} ORDER BY 1`.execute(db);
  return found.rows;
}

/** The units on a unit, on those, and so on (not the unit itself), in no particular order. */
export async function unitsBelow(db: RequestDb, units: EntityModel, tenantId: number, unitCode: string): Promise<string[]> {
  const code = column(units, 'unitCode');
  const parent = column(units, 'parentUnit');
  const found = await sql<{ code: string }>`WITH RECURSIVE below(code) AS (
      SELECT ${code} FROM ${table(units)} WHERE tenant_id = ${tenantId} AND ${parent} = ${unitCode}
      UNION SELECT u.${code} FROM ${table(units)} u JOIN below b ON u.${parent} = b.code WHERE u.tenant_id = ${tenantId}
    ) SELECT code FROM below`.execute(db);
  return found.rows.map((row) => row.code);
}

/** How many parcels on these units stand at operate node `node` (still loaded, not scanned out: W30) or elsewhere. */
export async function parcelsAt(db: RequestDb, orders: EntityModel, tenantId: number, unitCodes: string[], node: string, at: boolean): Promise<number> {
  if (!unitCodes.length) return 0;
  const found = await sql<{ n: string }>`SELECT count(*) AS n FROM ${table(orders)} WHERE tenant_id = ${tenantId}
    AND ${column(orders, 'loadUnitCode')} IN (${sql.join(unitCodes)}) AND COALESCE(${column(orders, 'operateNode')}, '') ${at ? sql`=` : sql`<>`} ${node}`.execute(db);
  return Number(found.rows[0]!.n);
}

/** Adds figures to a unit's (a closed unit put on it or closed there: +; taken off or reopened: −). */
export async function addFigures(db: RequestDb, units: EntityModel, tenantId: number, unitCode: string, figures: LoadFigures, sign: 1 | -1): Promise<void> {
  const pieces = column(units, 'parcelCount');
  const weight = column(units, 'totalWeight');
  await sql`UPDATE ${table(units)} SET ${pieces} = GREATEST(COALESCE(${pieces}, 0) + ${sign * figures.pieces}, 0),
    ${weight} = GREATEST(COALESCE(${weight}, 0) + ${sign * figures.weight}, 0)
    WHERE tenant_id = ${tenantId} AND ${column(units, 'unitCode')} = ${unitCode}`.execute(db);
}

/** The tenant's weighbridge tolerance (/sysparam `load.weightTolerancePercent`, `load.weightToleranceKg`). */
export async function weightTolerance(db: RequestDb, tenantId: number): Promise<WeightTolerance> {
  const found = await sql<{ key: string; value: string }>`SELECT param_key AS key, param_value AS value FROM sys_param
    WHERE tenant_id = ${tenantId} AND param_key IN (${TOLERANCE_PARAMS.percent}, ${TOLERANCE_PARAMS.kg})`.execute(db);
  const value = (key: string) => found.rows.find((row) => row.key === key)?.value;
  return toleranceOf({ percent: value(TOLERANCE_PARAMS.percent), kg: value(TOLERANCE_PARAMS.kg) });
}
