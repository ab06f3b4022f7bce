import sheetTailPathPrint from '../../schemas/operate/sheet-tail-path-print.json';
import twoCOrder from '../../schemas/order/two-c-order.json';
import twoCOrderGoods from '../../schemas/order/two-c-order-goods.json';
import type { EntitySchema } from './entity-schema';
import { validateEntityJson } from './entity-check';
import { printActionProblems, type PrintCheckContext } from './print-action-check';

const page = sheetTailPathPrint as unknown as EntitySchema;
const context: PrintCheckContext = {
  qids: ['FIND_SHEET_TAIL_PATH_PRINT', 'FIND_SHEET_TAIL_PATH_PRINT_GOODS'],
  qidShapes: { FIND_SHEET_TAIL_PATH_PRINT_GOODS: { fields: ['gnum', 'itemName'], filters: ['orderId'] } },
  entities: new Map([['order.twoCOrder', twoCOrder as unknown as EntitySchema], ['order.twoCOrderGoods', twoCOrderGoods as unknown as EntitySchema]]),
};
/** The page with its print action changed. */
const withPrint = (change: Record<string, unknown>, base: EntitySchema = page): EntitySchema => {
  const schema = structuredClone(base);
  schema.actions!.print = { ...schema.actions!.print!, ...change } as never;
  for (const [key, value] of Object.entries(change)) if (value === undefined) delete (schema.actions!.print as unknown as Record<string, unknown>)[key];
  return schema;
};

describe('print action checks', () => {
  it('passes the last-mile label page: its type, carrier field and lines qid', () => {
    expect(validateEntityJson(page)).toEqual([]);
    expect(printActionProblems(page, context)).toEqual([]);
  });

  it('needs a template type, and a carrier field that is a field', () => {
    expect(printActionProblems(withPrint({ template: undefined }), context)).toEqual([{ path: '/actions/print', message: 'a print action needs "template": { "type": … }, the print template type it fills' }]);
    expect(printActionProblems(withPrint({ template: { type: 'TAIL_LABEL', carrierField: 'carrier' } }), context)).toEqual([{ path: '/actions/print/template/carrierField', message: 'unknown field "carrier"' }]);
    expect(printActionProblems(withPrint({ target: 'tailCarrierCode' }), context)[0]!.path).toBe('/actions/print/target');
  });

  it('checks the shape of the type code and of the lines in the meta-schema', () => {
    expect(validateEntityJson(withPrint({ template: { type: 'tail label' } })).map((p) => p.path)).toContain('/actions/print/template/type');
    expect(validateEntityJson(withPrint({ lines: { goods: { qid: 'FIND_X' } } })).length).toBeGreaterThan(0);
    expect(validateEntityJson(withPrint({ lines: { goods: 'everything' } })).length).toBeGreaterThan(0);
  });

  it('refuses lines from an unknown qid, or a parent filter the qid does not have', () => {
    expect(printActionProblems(withPrint({ lines: { goods: { qid: 'FIND_NOTHING', parent: 'orderId' } } }), context))
      .toEqual([{ path: '/actions/print/lines/goods/qid', message: 'unknown qid "FIND_NOTHING" (neither in schemas/queries nor an entity\'s list)' }]);
    expect(printActionProblems(withPrint({ lines: { goods: { qid: 'FIND_SHEET_TAIL_PATH_PRINT_GOODS', parent: 'order' } } }), context))
      .toEqual([{ path: '/actions/print/lines/goods/parent', message: '"order" is not a filter of qid FIND_SHEET_TAIL_PATH_PRINT_GOODS' }]);
    expect(printActionProblems(withPrint({ lines: { goods: { qid: 'FIND_SHEET_TAIL_PATH_PRINT_GOODS', parent: 'orderId', by: 'nope' } } }), context)[0]!.path).toBe('/actions/print/lines/goods/by');
  });

  it("takes an entity's list qid for lines, its parent a field of that entity", () => {
    expect(printActionProblems(withPrint({ lines: { goods: { qid: 'ENTITY_ORDER_TWOCORDERGOODS', parent: 'orderId' } } }), context)).toEqual([]);
    expect(printActionProblems(withPrint({ lines: { goods: { qid: 'ENTITY_ORDER_TWOCORDERGOODS', parent: 'order' } } }), context)[0]!.path).toBe('/actions/print/lines/goods/parent');
  });

  it('takes lines from the detail read only where there is one, and only its child lines', () => {
    expect(printActionProblems(withPrint({ lines: { goods: 'detail' } }), context)[0]!.message).toMatch(/detail call/);
    const order = structuredClone(twoCOrder) as unknown as EntitySchema;
    order.actions!.print = { action: 'print', template: { type: 'DECL_SHEET' }, lines: { goods: 'detail' } };
    expect(printActionProblems(order, context)).toEqual([]);
    order.actions!.print = { action: 'print', template: { type: 'DECL_SHEET' }, lines: { parcels: 'detail' } };
    expect(printActionProblems(order, context)[0]!.message).toMatch(/no lines "parcels"/);
  });

  it('keeps template and lines to print actions', () => {
    const order = structuredClone(twoCOrder) as unknown as EntitySchema;
    order.actions!.view = { ...order.actions!.view!, template: { type: 'DECL_SHEET' }, lines: { goods: 'detail' } };
    expect(printActionProblems(order, context).map((p) => p.path)).toEqual(['/actions/view/template', '/actions/view/lines']);
  });
});
