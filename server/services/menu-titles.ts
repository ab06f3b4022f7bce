import type { MenuRow } from './menu-tree';

/** A language record's texts of one key (base_language: chinese, english). */
export interface RecordTexts {
  chinese: string | null;
  english: string | null;
}

/**
 * The names a menu shows (docs/domain/administration.md, "Language packs (语言管理)"): a name an administrator
 * changed on /sysmenu wins; a name still as the route catalogue seeded it (equal to `meta.title`) yields, language by
 * language, to the tenant's language record of the menu's title key (`route.<name>`, /bdtLanguage) where that record
 * has a text; otherwise the catalogue's title stands.
 * @example withRecordTitles(rows, new Map([['route.sysuser', { chinese: '账号管理', english: null }]]));
 */
export function withRecordTitles(rows: MenuRow[], records: ReadonlyMap<string, RecordTexts>): MenuRow[] {
  if (!records.size) return rows;
  return rows.map((row) => {
    const meta = row.meta ?? {};
    const key = typeof meta.titleKey === 'string' ? meta.titleKey : undefined;
    const record = key ? records.get(key) : undefined;
    if (!record) return row;
    const seeded = meta.title as { zh?: string; en?: string } | undefined;
    const zh = record.chinese && row.menuName === seeded?.zh ? record.chinese : row.menuName;
    const en = record.english && (row.menuNameEn ?? row.menuName) === (seeded?.en ?? seeded?.zh) ? record.english : row.menuNameEn;
    if (zh === row.menuName && en === row.menuNameEn) return row;
    // meta.title follows, so what reads the title from meta (sidebar, breadcrumbs) shows the same names.
    return { ...row, menuName: zh, menuNameEn: en, meta: { ...meta, title: { zh, en: en || zh } } };
  });
}
