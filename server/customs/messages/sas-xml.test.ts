import { isBondedPackage, readBondedDeclaration, readBondedReceipt, writeBondedDeclaration, writeBondedReceipt } from './sas-xml';

const transfer = { copCode: '91440300MA5FQL7K23', copName: '深圳市前海清路供应链有限公司', dxpId: 'DXPENT0000012345' };

describe('bonded-zone packages', () => {
  it('writes a passport with its lines and related documents, and reads it back', () => {
    const xml = writeBondedDeclaration({
      type: 'SAS121', guid: 'M1', businessId: 'HD2611270001', transfer,
      head: { etpsPreentNo: 'HD2611270001', ioTypecd: 'E', vehicleNo: '粤B12345', totalGrossWt: 120.5 },
      lines: [{ passportSeqNo: 1, gdsMtno: 'GM000001', grossWt: 120.5 }],
      extra: [{ rtlBillTypecd: '1', rtlBillNo: 'QD5349261000000001' }],
    }, '20261127100000');
    expect(isBondedPackage(xml)).toBe(true);
    expect(xml).toContain('<message_type>SAS121</message_type>');
    const read = readBondedDeclaration(xml);
    expect(read).toMatchObject({ type: 'SAS121', guid: 'M1', businessId: 'HD2611270001', head: { vehicleNo: '粤B12345', totalGrossWt: '120.5' } });
    expect(read.lines).toEqual([{ passportSeqNo: '1', gdsMtno: 'GM000001', grossWt: '120.5' }]);
    expect(read.extra).toEqual([{ rtlBillTypecd: '1', rtlBillNo: 'QD5349261000000001' }]);
  });

  it('reads a receipt as the message it answers, its result and time', () => {
    const approval = readBondedReceipt(writeBondedReceipt('INV201', 'M2', 'R1', 'RQ2611270001', { manageResult: '1', bondInvtNo: 'QD534926I000000123', manageDate: '20261127100500', rmk: '审核通过' }, '20261127100500'));
    expect(approval).toMatchObject({ type: 'INV201', guid: 'M2', returnStatus: '1', returnTime: '20261127100500000', returnInfo: '审核通过', fields: { bondInvtNo: 'QD534926I000000123', businessId: 'RQ2611270001' } });
    const gate = readBondedReceipt(writeBondedReceipt('SAS251', 'M1', 'R2', 'HD2611270001', { passportNo: 'Z5349E26112700000000001', stucd: '2', passTime: '20261127110000' }, '20261127110000'));
    expect(gate).toMatchObject({ type: 'SAS251', guid: 'M1', returnStatus: '2', returnTime: '20261127110000000' });
  });

  it('refuses a package it cannot read', () => {
    expect(isBondedPackage('<ceb:CEB621Message/>')).toBe(false);
    expect(() => readBondedReceipt('<Package><EnvelopInfo><message_id>X</message_id><message_type>INV201</message_type></EnvelopInfo></Package>')).toThrow('ref_message_id');
    expect(() => readBondedDeclaration('<Package><EnvelopInfo><message_id>X</message_id><message_type>SAS999</message_type></EnvelopInfo></Package>')).toThrow('unknown message');
  });
});
