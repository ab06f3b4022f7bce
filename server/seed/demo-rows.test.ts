import { loadDemoFiles } from '../../schemas/load-entity-files';
import { defaultEntityRegistry } from '../entity/entity-registry';
import { rowValidator } from '../entity/row-validator';
import { demoFileProblems, readDemoFiles, splitLines } from './demo-rows';

describe('the demo row files', () => {
  const entities = defaultEntityRegistry();

  it('name fields their schemas have, and rows and lines their schemas accept', () => {
    const files = readDemoFiles(loadDemoFiles(), entities);
    expect(files.map((f) => f.entity)).toEqual(expect.arrayContaining(['base.carrier', 'customs.orderCustomstob', 'customer.twoCFreightQuote', 'base.goodsCategory']));
    for (const file of files) {
      const model = entities.get(file.entity)!;
      for (const row of Object.values(file.rows).flat()) {
        const { values, lines } = splitLines(model, row);
        expect(() => rowValidator(model, 'create').check(values, 'en'), `${file.file} ${JSON.stringify(values)}`).not.toThrow();
        for (const [key, list] of Object.entries(lines)) {
          const child = entities.get(model.schema.children![key]!.entity)!;
          const parent = child.schema.parent!.field;
          for (const line of list) expect(() => rowValidator(child, 'create').check({ ...line, [parent]: 1 }, 'en'), `${file.file} ${key} ${JSON.stringify(line)}`).not.toThrow();
        }
      }
    }
  });

  it('refuse an unknown entity, a misspelt field and a misspelt line field, naming the file and the row', () => {
    const problems = (json: unknown) => demoFileProblems({ file: 'x.json', json }, entities);
    expect(problems({ entity: 'base.nothing', rows: {} })).toEqual(['x.json: no entity schema "base.nothing"']);
    expect(problems({ entity: 'base.carrier', rows: { demo: [{ carrierCode: 'A', carierName: 'B' }] } })).toEqual(['x.json /rows/demo/0: "carierName" is not a field of base.carrier']);
    expect(problems({ entity: 'customer.twoCFreightQuote', rows: { demo: [{ quoteNo: 'Q1', bands: [{ weightFrom: 0, wieghtTo: 1 }] }] } }))
      .toEqual(['x.json /rows/demo/0/bands/0: "wieghtTo" is not a field of customer.twoCFreightQuoteBand']);
    expect(problems({ entity: 'base.carrier', rows: { demo: [{ carrierCode: 'A', $parent: 'B' }] } })).toEqual(['x.json /rows/demo/0: "$parent" is not a field of base.carrier']);
    expect(problems({ rows: {} })[0]).toContain("must have required property 'entity'");
  });
});
