import { acceptPreviewMessage } from './accept-preview-message';
import { fetchPreviewOrigins, isAllowedOrigin, normalizeOrigin } from './preview-origins';

describe('origins', () => {
  it('normalises an origin, refusing what is not http(s)', () => {
    expect(normalizeOrigin('https://CMS.example.com/')).toBe('https://cms.example.com');
    expect(normalizeOrigin('http://localhost:8194')).toBe('http://localhost:8194');
    expect([normalizeOrigin('null'), normalizeOrigin(''), normalizeOrigin('file:///x'), normalizeOrigin(42)]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('allows the app’s own origin and the configured ones only', () => {
    const own = 'https://ops.example.com';
    expect(isAllowedOrigin('https://ops.example.com', own, [])).toBe(true);
    expect(isAllowedOrigin('https://cms.example.com', own, ['https://CMS.example.com/'])).toBe(true);
    expect(isAllowedOrigin('https://cms.example.com', own, [])).toBe(false);
    expect(isAllowedOrigin('http://ops.example.com', own, [])).toBe(false);
    expect(isAllowedOrigin('https://ops.example.com.evil.example', own, [])).toBe(false);
    expect(isAllowedOrigin('null', own, ['null'])).toBe(false);
  });

  it('reads the configured origins from the server, none when the call fails', async () => {
    const reply = (body: unknown, ok = true) => (async () => ({ ok, json: async () => body })) as unknown as typeof fetch;
    expect(await fetchPreviewOrigins(reply({ code: 200, data: { previewOrigins: ['https://cms.example.com', 'bogus'] } }))).toEqual(['https://cms.example.com']);
    expect(await fetchPreviewOrigins(reply({}, false))).toEqual([]);
    expect(await fetchPreviewOrigins(reply({ code: 500, data: null }))).toEqual([]);
    expect(await fetchPreviewOrigins((async () => { throw new Error('offline'); }) as unknown as typeof fetch)).toEqual([]);
  });
});

describe('acceptPreviewMessage', () => {
  const parent = { name: 'parent' };
  const self = { parent, location: { origin: 'https://ops.example.com' } };
  const message = { type: 'refreshFrame', data: { html: '<p>hi</p>' } };

  it('obeys a valid message from the parent window on an allowed origin', () => {
    expect(acceptPreviewMessage({ origin: 'https://ops.example.com', source: parent, data: message }, self, [])).toEqual({ html: '<p>hi</p>', css: '', js: '', scripts: [] });
    expect(acceptPreviewMessage({ origin: 'https://cms.example.com', source: parent, data: message }, self, ['https://cms.example.com'])).toBeTruthy();
  });

  it('ignores another origin, another window, an app that is not framed, and a malformed message', () => {
    expect(acceptPreviewMessage({ origin: 'https://evil.example', source: parent, data: message }, self, ['https://cms.example.com'])).toBeUndefined();
    expect(acceptPreviewMessage({ origin: 'https://ops.example.com', source: { name: 'popup' }, data: message }, self, [])).toBeUndefined();
    expect(acceptPreviewMessage({ origin: 'https://ops.example.com', source: null, data: message }, self, [])).toBeUndefined();
    const top = { location: self.location } as { parent: unknown; location: { origin: string } };
    top.parent = top;
    expect(acceptPreviewMessage({ origin: 'https://ops.example.com', source: top, data: message }, top, [])).toBeUndefined();
    expect(acceptPreviewMessage({ origin: 'https://ops.example.com', source: parent, data: { type: 'refreshFrame', data: { html: 5 } } }, self, [])).toBeUndefined();
  });
});
