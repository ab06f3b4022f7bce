import { CamelCasePlugin } from 'kysely';

/**
 * Identifiers are camelCase in code and snake_case in the database, with an underscore before every capital
 * (`totalCBM` ↔ `total_c_b_m`, `cm_two_c_freight_quote` ↔ `cmTwoCFreightQuote`): the entity engine's own rule
 * (engine/schema/entity-model.ts `columnName`), so every name a schema may use reads back as itself. Kysely's default
 * joins capitals in a row (`totalCBM` → `total_cbm`), which read back as `totalCbm` and broke every list of such a
 * table. JSON values keep their keys as stored (a tenant's `ext_region` custom field must not become `extRegion`).
 */
export function identifierCase(): CamelCasePlugin {
  return new CamelCasePlugin({ maintainNestedObjectKeys: true, underscoreBetweenUppercaseLetters: true });
}
