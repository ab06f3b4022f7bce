import demo from '../../schemas/base/demo/language.json';
import { routeCatalogue } from '../../schemas/routes';

type Row = { propertyName: string; attributionKey: string; chinese: string; english: string };
const rows = [...(demo.rows.demo as Row[]), ...(demo.rows.harbor as Row[])];

/**
 * The demo language records of menu titles (schemas/base/demo/language.json) hold the catalogue's own titles: the
 * seeded records change nothing a person sees until someone edits one (docs/domain/administration.md).
 */
describe('demo language records', () => {
  it('carry the route catalogue’s titles for their route keys, and one record per top-level section', () => {
    for (const row of rows.filter((r) => r.propertyName.startsWith('route.'))) {
      const route = routeCatalogue.all().find((r) => r.titleKey === row.propertyName);
      expect(route, row.propertyName).toBeDefined();
      expect({ key: row.propertyName, zh: row.chinese, en: row.english }).toEqual({ key: row.propertyName, zh: route!.title.zh, en: route!.title.en });
    }
    const sections = routeCatalogue.tree().map((n) => n.route).filter((r) => !r.public && r.mounted !== false && !r.hidden);
    const keys = new Set(demo.rows.demo.map((r) => r.propertyName));
    expect(sections.filter((r) => !keys.has(r.titleKey)).map((r) => r.path)).toEqual([]);
  });
});
