import { HttpError, parseResponseData, prepareRequest, serializeParams, xhrAdapter } from './http-transport';

describe('serializeParams (what axios wrote, checked against axios 1.21 when it was replaced)', () => {
  it('leaves out null and undefined, writes booleans and ISO dates, spaces as +', () => {
    expect(serializeParams({ a: 1, b: 'x y', c: null, d: undefined, e: true, f: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) })).toBe('a=1&b=x+y&e=true&f=2026-01-02T03:04:05.000Z');
  });

  it('writes a flat array as key[] per item and keeps : , $ unescaped', () => {
    expect(serializeParams({ ids: [1, 2, null, 3], s: 'a:b,c$d&e=f/g?h#i+j%k中文', ' k ': 'v' })).toBe(
      'ids%5B%5D=1&ids%5B%5D=2&ids%5B%5D=3&s=a:b,c$d%26e%3Df%2Fg%3Fh%23i%2Bj%25k%E4%B8%AD%E6%96%87&k=v',
    );
  });

  it('writes nested objects and arrays with brackets', () => {
    expect(serializeParams({ filters: { name: 'x', range: [1, 2], deep: { z: 0 } }, list: [{ a: 1 }, { b: 2 }] })).toBe(
      'filters%5Bname%5D=x&filters%5Brange%5D%5B0%5D=1&filters%5Brange%5D%5B1%5D=2&filters%5Bdeep%5D%5Bz%5D=0&list%5B0%5D%5Ba%5D=1&list%5B1%5D%5Bb%5D=2',
    );
    expect(serializeParams({ empty: '', arr: [], obj: {}, zero: 0, nested: [[1, 2], [3]] })).toBe('empty=&zero=0&nested%5B0%5D%5B0%5D=1&nested%5B0%5D%5B1%5D=2&nested%5B1%5D%5B0%5D=3');
  });

  it('takes URLSearchParams as they are', () => {
    expect(serializeParams(new URLSearchParams({ a: 'x y' }))).toBe('a=x+y');
  });
});

describe('prepareRequest', () => {
  it('joins the base URL, the path and the query, and lower-cases the method', () => {
    const request = prepareRequest({ method: 'POST', url: '/api/x?y=1', params: { z: 2 } }, { baseURL: 'http://host/', timeout: 5 });
    expect(request).toMatchObject({ method: 'post', url: '/api/x?y=1', fullUrl: 'http://host/api/x?y=1&z=2', timeout: 5 });
    expect(prepareRequest({ url: 'https://other/a' }, { baseURL: '/base' }).fullUrl).toBe('https://other/a');
  });

  it('sends objects as JSON, forms form-encoded, FormData without a content type, and never overrides a given one', () => {
    const json = prepareRequest({ method: 'post', url: '/a', data: { a: 1 } }, {});
    expect(json.data).toBe('{"a":1}');
    expect(json.headers).toEqual({ Accept: 'application/json, text/plain, */*', 'Content-Type': 'application/json' });
    const form = prepareRequest({ method: 'post', url: '/a', data: new URLSearchParams({ a: 'b c' }) }, {});
    expect(form.data).toBe('a=b+c');
    expect(form.headers['Content-Type']).toBe('application/x-www-form-urlencoded;charset=utf-8');
    const given = prepareRequest({ method: 'post', url: '/a', data: new URLSearchParams({ a: 'b' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } }, {});
    expect(given.headers).toEqual({ Accept: 'application/json, text/plain, */*', 'content-type': 'application/x-www-form-urlencoded' });
    const multipart = prepareRequest({ method: 'post', url: '/a', data: new FormData(), headers: { 'Content-Type': 'application/json' } }, {});
    expect(multipart.data).toBeInstanceOf(FormData);
    expect(multipart.headers['Content-Type']).toBeUndefined();
    expect(prepareRequest({ method: 'post', url: '/a', data: null }, {}).headers['Content-Type']).toBeUndefined();
  });
});

describe('parseResponseData', () => {
  it('parses JSON text, keeps other text, and leaves blobs and parsed data alone', () => {
    expect(parseResponseData('{"code":200}', {})).toEqual({ code: 200 });
    expect(parseResponseData('not json', {})).toBe('not json');
    expect(parseResponseData('', {})).toBe('');
    expect(parseResponseData({ a: 1 }, {})).toEqual({ a: 1 });
    expect(parseResponseData('{"a":1}', { responseType: 'text' })).toBe('{"a":1}');
    expect(() => parseResponseData('oops', { responseType: 'json' })).toThrow();
  });

  it('runs the caller’s transforms on the raw text instead', () => {
    expect(parseResponseData('{"a":1}', { transformResponse: [(raw) => `${raw as string}!`, (text) => (text as string).length] })).toBe(8);
  });
});

/** A scripted XMLHttpRequest: records what was set and sent, and answers when told to. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  timeout = 0;
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  aborted = false;
  upload: { onprogress?: (event: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onloadend?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  getAllResponseHeaders() {
    return 'Content-Type: application/json\r\nContent-Disposition: attachment; filename="a.pdf"\r\n';
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onloadend?.();
  }
}

describe('xhrAdapter', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  it('sends the prepared request and resolves with any status, headers lower-cased', async () => {
    const progress: number[] = [];
    const request = prepareRequest({ method: 'put', url: '/a', params: { b: 1 }, data: { c: 2 }, timeout: 9, responseType: 'blob', onUploadProgress: (e) => progress.push(e.loaded) }, {});
    const reply = xhrAdapter(request);
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'PUT', url: '/a?b=1', body: '{"c":2}', timeout: 9, responseType: 'blob' });
    expect(xhr.headers['Content-Type']).toBe('application/json');
    xhr.upload.onprogress?.({ loaded: 3, total: 4, lengthComputable: true });
    xhr.answer(500, 'boom');
    expect(await reply).toMatchObject({ status: 500, data: 'boom', headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="a.pdf"' } });
    expect(progress).toEqual([3]);
  });

  it('rejects with axios’s messages when no reply comes', async () => {
    const network = xhrAdapter(prepareRequest({ url: '/a' }, {}));
    FakeXhr.last.onerror?.();
    FakeXhr.last.onloadend?.();
    await expect(network).rejects.toMatchObject({ message: 'Network Error', code: 'ERR_NETWORK' });
    const slow = xhrAdapter(prepareRequest({ url: '/a' }, { timeout: 600000 }));
    FakeXhr.last.ontimeout?.();
    await expect(slow).rejects.toMatchObject({ message: 'timeout of 600000ms exceeded', code: 'ECONNABORTED' });
    const abort = new AbortController();
    const cancelled = xhrAdapter(prepareRequest({ url: '/a', signal: abort.signal }, {}));
    abort.abort();
    await expect(cancelled).rejects.toBeInstanceOf(HttpError);
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(cancelled).rejects.toMatchObject({ message: 'canceled', code: 'ERR_CANCELED' });
  });
});
