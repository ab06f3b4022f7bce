import { cebMoment, cebTime, CebFormatError, readDeclaration, readReceipt, writeDeclaration, writeReceipt } from './ceb-xml';

const transfer = { copCode: '91440300MA5FQL7K23', copName: '深圳市前海清路供应链有限公司', dxpId: 'DXPENT0000012345' };

describe('CEB message documents', () => {
  it('writes a declaration in the layout order, escaping text and leaving out empty fields, and reads it back', () => {
    const xml = writeDeclaration({
      type: 'CEB621', guid: 'A1B2C3D4-0000-4000-8000-000000000001', transfer,
      head: { orderNo: 'TM001', ebpCode: '3301960TMG', buyerName: '王<小>明 & Co', emsNo: 'T5349W000021', invtNo: null, freight: 0, note: '' },
      lines: [{ gnum: 1, itemRecordNo: 'GM000001', gcode: '1901101000', qty: 2 }, { gnum: 2, itemRecordNo: 'GM000004', gcode: '2106909090', qty: 1 }],
    });
    expect(xml).toContain('<ceb:CEB621Message guid="A1B2C3D4-0000-4000-8000-000000000001" version="1.0" xmlns:ceb="http://www.chinaport.gov.cn/ceb"');
    expect(xml).toContain('<ceb:buyerName>王&lt;小&gt;明 &amp; Co</ceb:buyerName>');
    expect(xml).not.toContain('invtNo');
    expect(xml).not.toContain('<ceb:note>');
    expect(xml.indexOf('<ceb:orderNo>')).toBeLessThan(xml.indexOf('<ceb:ebpCode>'));
    expect(xml).toContain('<ceb:freight>0</ceb:freight>');
    expect(xml).toContain('<ceb:dxpMode>DXP</ceb:dxpMode>');
    const read = readDeclaration(xml);
    expect(read.type).toBe('CEB621');
    expect(read.head.buyerName).toBe('王<小>明 & Co');
    expect(read.head.guid).toBe('A1B2C3D4-0000-4000-8000-000000000001');
    expect(read.lines.map((l) => l.itemRecordNo)).toEqual(['GM000001', 'GM000004']);
    expect(read.transfer.copCode).toBe(transfer.copCode);
  });

  it('reads one line as a list, and a cancellation with its fields in the body', () => {
    const one = readDeclaration(writeDeclaration({ type: 'CEB311', guid: 'G1', transfer, head: { orderNo: 'X' }, lines: [{ gnum: 1, itemName: '奶粉' }] }));
    expect(one.lines).toEqual([{ gnum: '1', itemName: '奶粉' }]);
    const cancel = readDeclaration(writeDeclaration({ type: 'CEB623', guid: 'G2', transfer, head: { invtNo: '53492026I000000001', reason: '买家取消' } }));
    expect(cancel.head.reason).toBe('买家取消');
    expect(cancel.lines).toEqual([]);
  });

  it('writes and reads a receipt', () => {
    const xml = writeReceipt('CEB622', { guid: 'G3', invtNo: '53492026I000000001', returnStatus: '800', returnTime: '20261127103000123', returnInfo: '放行' });
    expect(readReceipt(xml)).toMatchObject({ type: 'CEB622', guid: 'G3', returnStatus: '800', returnTime: '20261127103000123', returnInfo: '放行', fields: { invtNo: '53492026I000000001' } });
  });

  it('refuses what it cannot read, saying why', () => {
    expect(() => readReceipt('<a><b></a>')).toThrow(CebFormatError);
    expect(() => readReceipt('<ceb:CEB999Message/>')).toThrow('unknown receipt');
    expect(() => readReceipt(writeReceipt('CEB312', { guid: 'G', returnStatus: '', returnTime: '', returnInfo: '' }))).toThrow('lacks');
    expect(() => readDeclaration('<ceb:CEB311Message><ceb:Other/></ceb:CEB311Message>')).toThrow('has no Order');
  });

  it('dates in China time, as customs writes them', () => {
    const moment = new Date('2026-11-27T02:03:04.567Z');
    expect(cebTime(moment)).toBe('20261127100304');
    expect(cebTime(moment, true)).toBe('20261127100304567');
    expect(cebMoment('20261127100304567')?.toISOString()).toBe('2026-11-27T02:03:04.567Z');
    expect(cebMoment('2026-11-27')).toBeUndefined();
  });
});
