/**
 * What a declaration takes from the declaration settings (docs/domain/customs-settings.md): the declaring
 * enterprise and its transfer node (/customsConfig, the enabled default), and the inventory defaults of the
 * seller and platform (/manifestConfig). Read once per call: `SettingsCache` keeps them for the rows of one call.
 */
import type { Kysely } from 'kysely';
import type { WriteContext } from '../entity/entity-service';
import { AppError } from '../errors/app-error';
import type { Transfer } from './messages/ceb-xml';

type UntypedDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The enabled value of the settings' `status` (0 启用, 1 停用). */
const ENABLED = '0';

export interface Declarant {
  transfer: Transfer;
  agentCode: string;
  agentName: string;
  loctNo: string | null;
}

export interface ManifestDefaults {
  assureCode: string | null;
  emsNo: string | null;
  areaCode: string | null;
  areaName: string | null;
  trafMode: string | null;
  wrapType: string | null;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** The settings read for the rows of one call (a batch of 1,000 orders reads them once). */
export class SettingsCache {
  private declarant?: Declarant;
  private readonly manifests = new Map<string, ManifestDefaults | null>();

  constructor(private readonly ctx: WriteContext) {}

  private get db(): UntypedDb {
    return this.ctx.db as unknown as UntypedDb;
  }

  /** @throws AppError CUSTOMS_SETTINGS_MISSING when no enabled default setup exists. */
  async declarantOf(): Promise<Declarant> {
    if (this.declarant) return this.declarant;
    const row = await this.db.selectFrom('customs_customs_config').selectAll().where('tenantId', '=', this.ctx.user.tenantId)
      .where('status', '=', ENABLED).orderBy('isDefault', 'desc').orderBy('id').limit(1).executeTakeFirst() as Record<string, unknown> | undefined;
    if (!row || !text(row.agentCode) || !text(row.copCode)) {
      throw new AppError('CUSTOMS_SETTINGS_MISSING', { what: this.ctx.lang === 'zh' ? '没有启用的申报企业' : 'no enabled declaring enterprise', route: this.ctx.lang === 'zh' ? '海关配置（/customsConfig）' : 'Customs settings (/customsConfig)' });
    }
    this.declarant = {
      transfer: { copCode: text(row.copCode), copName: text(row.copName), dxpId: text(row.dxpId) },
      agentCode: text(row.agentCode), agentName: text(row.agentName), loctNo: text(row.loctNo) || null,
    };
    return this.declarant;
  }

  /** The seller's inventory defaults on the platform (its own row, else the seller's row for any platform). */
  async manifestOf(ebcCode: string, ebpCode: string): Promise<ManifestDefaults | null> {
    const key = `${ebcCode}|${ebpCode}`;
    if (this.manifests.has(key)) return this.manifests.get(key)!;
    const rows = await this.db.selectFrom('customs_manifest_config').selectAll().where('tenantId', '=', this.ctx.user.tenantId)
      .where('status', '=', ENABLED).where('ebcCode', '=', ebcCode).execute() as Record<string, unknown>[];
    const row = rows.find((r) => text(r.ebpCode) === ebpCode) ?? rows.find((r) => !text(r.ebpCode)) ?? rows[0];
    const defaults = row ? {
      assureCode: text(row.assureCode) || null, emsNo: text(row.emsNo) || null, areaCode: text(row.areaCode) || null,
      areaName: text(row.areaName) || null, trafMode: text(row.trafMode) || null, wrapType: text(row.wrapType) || null,
    } : null;
    this.manifests.set(key, defaults);
    return defaults;
  }
}

/** The settings the rows of one command call share (its `shared` map), read on first use. */
export function sharedSettings(run: { ctx: WriteContext; shared: Map<string, unknown> }): SettingsCache {
  let cache = run.shared.get('settings') as SettingsCache | undefined;
  if (!cache) {
    cache = new SettingsCache(run.ctx);
    run.shared.set('settings', cache);
  }
  return cache;
}
