import { decodeReply, decodeRequest, encodeRequest, PRINTER_LIST_REQUEST_ID } from './print-protocol';

const LABEL = { html: '<div>SF1400000318001</div>', paper: '100x150' as const, orientation: 'portrait' as const };

describe('print protocol', () => {
  it("asks for the printers with the spec's requestID 0, and reads the answer's default and printers", () => {
    expect(encodeRequest({ requestID: PRINTER_LIST_REQUEST_ID, cmd: 'getPrinters' })).toBe('{"requestID":0,"cmd":"getPrinters"}');
    expect(decodeRequest('{"requestID":0,"cmd":"getPrinters"}')).toEqual({ requestID: 0, cmd: 'getPrinters' });
    expect(decodeReply('{"requestID":0,"defaultPrinter":"A4","printers":[{"name":"A4"},"Label"]}')).toEqual({ requestID: 0, status: 'ok', defaultPrinter: 'A4', printers: ['A4', 'Label'] });
  });

  it('carries a rendered document (HTML and paper) with the template it was filled from', () => {
    const text = encodeRequest({ requestID: 7, cmd: 'print', printer: 'Label', templateId: 'SF-TAIL-150', content: LABEL });
    expect(JSON.parse(text)).toEqual({ requestID: 7, cmd: 'print', printer: 'Label', templateId: 'SF-TAIL-150', content: LABEL });
    expect(decodeRequest(text)).toEqual({ requestID: 7, cmd: 'print', printer: 'Label', templateId: 'SF-TAIL-150', data: {}, content: LABEL });
    const landscape = decodeRequest(JSON.stringify({ requestID: 8, cmd: 'print', printer: 'A4', templateId: 'CUSTOMS-A4-L', content: { html: '<table></table>', paper: 'A4', orientation: 'landscape' } }));
    expect(landscape).toMatchObject({ content: { paper: 'A4', orientation: 'landscape' } });
  });

  it("keeps a component-template job's data (the test page) as before", () => {
    expect(decodeRequest('{"requestID":3,"cmd":"print","printer":"A4","templateId":"CLEARWAY-TEST-PAGE","data":{"title":"T"}}'))
      .toEqual({ requestID: 3, cmd: 'print', printer: 'A4', templateId: 'CLEARWAY-TEST-PAGE', data: { title: 'T' } });
  });

  it('refuses a document without HTML, on an unknown paper or orientation, naming what is wrong', () => {
    const job = (content: unknown) => decodeRequest(JSON.stringify({ requestID: 9, cmd: 'print', printer: 'A4', templateId: 'T', content }));
    expect(job({ paper: 'A4' })).toEqual({ requestID: 9, error: 'content.html is required' });
    expect(job({ html: '<p>x</p>', paper: 'A5' })).toEqual({ requestID: 9, error: 'content.paper must be one of 100x150, 100x100, A4' });
    expect(job({ html: '<p>x</p>', paper: 'A4', orientation: 'sideways' })).toEqual({ requestID: 9, error: 'content.orientation must be portrait or landscape' });
    expect(job('html')).toEqual({ requestID: 9, error: 'content must be an object' });
  });
});
