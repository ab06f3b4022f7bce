import { escapeHtml, fillTemplate } from './fill-template';

const order = {
  orderCode: 'CW261126000400', trackingNo: 'CL261126000400', consignee: '王芳', consigneeTelephone: '13800138000', weight: 1.25,
  packages: 1, remark: null, _labels: { customerCode: '深圳优选跨境电商有限公司' },
  goods: [{ gnum: 1, itemName: '保湿面霜 50ml', qty: 2 }, { gnum: 2, itemName: '维生素C 60粒', qty: 1 }],
};

describe('fillTemplate', () => {
  it('puts each value of the record in its placeholder, spaces in the braces allowed', () => {
    expect(fillTemplate('<b>{{orderCode}}</b> {{ trackingNo }} {{weight}} kg', order)).toEqual({ text: '<b>CW261126000400</b> CL261126000400 1.25 kg', unknown: [] });
  });

  it('names each placeholder the record does not know, once, in order, and leaves it as written', () => {
    const result = fillTemplate('{{foo}} {{consignee}} {{bar}} {{foo}}', order);
    expect(result.unknown).toEqual(['foo', 'bar']);
    expect(result.text).toBe('{{foo}} 王芳 {{bar}} {{foo}}');
  });

  it('marks unknown placeholders as the caller asks', () => {
    const { text } = fillTemplate('{{ nope }}!', order, { markUnknown: (tag, name) => `<mark>${escapeHtml(tag)}|${name}</mark>` });
    expect(text).toBe('<mark>{{ nope }}|nope</mark>!');
  });

  it('knows an empty field (prints nothing) from a missing one', () => {
    expect(fillTemplate('[{{remark}}]', order)).toEqual({ text: '[]', unknown: [] });
  });

  it('escapes the values it inserts but not the layout around them', () => {
    const { text } = fillTemplate('<p title="x">{{consignee}}</p>', { consignee: '<img src=x onerror="alert(1)">&\'' });
    expect(text).toBe('<p title="x">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;</p>');
  });

  it('masks the consignee phone whoever prints, and leaves an already masked one as it is', () => {
    expect(fillTemplate('{{consigneeTelephone}}', order).text).toBe('138****8000');
    expect(fillTemplate('{{consigneeTelephone}}', { consigneeTelephone: '138****8000' }).text).toBe('138****8000');
    expect(fillTemplate('{{consigneeTelephone}}', order, { masks: {} }).text).toBe('13800138000');
  });

  it('reads dotted paths inside objects (reference labels)', () => {
    expect(fillTemplate('{{_labels.customerCode}}', order).text).toBe('深圳优选跨境电商有限公司');
    expect(fillTemplate('{{_labels.routeCode}}', order).unknown).toEqual(['_labels.routeCode']);
  });

  it('repeats a section per goods line, a line name first, then the order', () => {
    const { text, unknown } = fillTemplate('{{#goods}}<li>{{gnum}}. {{itemName}} × {{qty}} ({{orderCode}})</li>{{/goods}}', order);
    expect(text).toBe('<li>1. 保湿面霜 50ml × 2 (CW261126000400)</li><li>2. 维生素C 60粒 × 1 (CW261126000400)</li>');
    expect(unknown).toEqual([]);
  });

  it('shows nothing for an empty list, and a non-list section only when its value is set', () => {
    expect(fillTemplate('a{{#goods}}x{{/goods}}b', { goods: [] }).text).toBe('ab');
    expect(fillTemplate('{{#remark}}备注：{{remark}}{{/remark}}', { remark: null }).text).toBe('');
    expect(fillTemplate('{{#remark}}备注：{{remark}}{{/remark}}', { remark: '易碎' }).text).toBe('备注：易碎');
  });

  it('reports an unknown section by name and skips its content', () => {
    expect(fillTemplate('<table>{{#parcels}}<tr><td>{{trackingNo}}</td></tr>{{/parcels}}</table>', order)).toEqual({ text: '<table>{{#parcels}}</table>', unknown: ['parcels'] });
  });

  it('nests sections', () => {
    const record = { boxes: [{ boxNo: 'B1', items: [{ sku: 'A' }, { sku: 'B' }] }, { boxNo: 'B2', items: [] }] };
    expect(fillTemplate('{{#boxes}}[{{boxNo}}:{{#items}}{{sku}}{{/items}}]{{/boxes}}', record).text).toBe('[B1:AB][B2:]');
  });

  it('leaves unpaired section tags as written, their content filled in place', () => {
    expect(fillTemplate('{{#goods}}{{consignee}}', order)).toEqual({ text: '{{#goods}}王芳', unknown: [] });
    expect(fillTemplate('{{consignee}}{{/goods}}', order)).toEqual({ text: '王芳{{/goods}}', unknown: [] });
    expect(fillTemplate('{{#goods}}a{{/other}}', order).text).toBe('{{#goods}}a{{/other}}');
  });

  it('does not take names that are not placeholders', () => {
    expect(fillTemplate('{{ 1x }} {{a-b}} {x} {{}}', order)).toEqual({ text: '{{ 1x }} {{a-b}} {x} {{}}', unknown: [] });
  });

  it('without a record, shows every placeholder as written and every section once', () => {
    expect(fillTemplate('{{orderCode}}{{#goods}}<li>{{itemName}}</li>{{/goods}}', undefined)).toEqual({ text: '{{orderCode}}{{#goods}}<li>{{itemName}}</li>{{/goods}}', unknown: [] });
  });

  it('does not read inherited properties as fields', () => {
    expect(fillTemplate('{{constructor}}{{toString}}', {}).unknown).toEqual(['constructor', 'toString']);
  });
});
