import { isPreviewMessage, isScriptUrl, previewContent, PREVIEW_MAX_CHARS } from './preview-message';
import { buildPreviewDocument } from './preview-document';

describe('isPreviewMessage', () => {
  it('accepts a refreshFrame message with any of html, css, js and scripts', () => {
    expect(isPreviewMessage({ type: 'refreshFrame', data: { html: '<p>x</p>', css: 'p{}', js: 'void 0', scripts: ['https://cdn.example/a.js'] } })).toBe(true);
    expect(isPreviewMessage({ type: 'refreshFrame', data: {} })).toBe(true);
  });

  it.each([
    ['no object', 'refreshFrame'],
    ['another type', { type: 'resize', data: {} }],
    ['no data', { type: 'refreshFrame' }],
    ['data not an object', { type: 'refreshFrame', data: '<p>x</p>' }],
    ['data an array', { type: 'refreshFrame', data: [] }],
    ['html not text', { type: 'refreshFrame', data: { html: 1 } }],
    ['js not text', { type: 'refreshFrame', data: { js: { code: '' } } }],
    ['scripts not a list', { type: 'refreshFrame', data: { scripts: 'https://cdn.example/a.js' } }],
    ['a javascript: script', { type: 'refreshFrame', data: { scripts: ['javascript:alert(1)'] } }],
    ['a relative script', { type: 'refreshFrame', data: { scripts: ['/api/x.js'] } }],
    ['too many scripts', { type: 'refreshFrame', data: { scripts: Array.from({ length: 21 }, (_, i) => `https://cdn.example/${i}.js`) } }],
    ['too large', { type: 'refreshFrame', data: { html: 'x'.repeat(PREVIEW_MAX_CHARS + 1) } }],
  ])('refuses %s', (_, data) => {
    expect(isPreviewMessage(data)).toBe(false);
  });

  it('knows a script URL', () => {
    expect([isScriptUrl('http://a.example/x.js'), isScriptUrl('data:text/javascript,1'), isScriptUrl(3)]).toEqual([true, false, false]);
  });

  it('fills absent parts with nothing', () => {
    expect(previewContent({ type: 'refreshFrame', data: { html: '<b>hi</b>' } })).toEqual({ html: '<b>hi</b>', css: '', js: '', scripts: [] });
  });
});

describe('buildPreviewDocument', () => {
  it('puts the CSS in a style element, the HTML in the body, the script URLs in order, then the JS', () => {
    const doc = buildPreviewDocument({ html: '<h1 id="t">Title</h1>', css: 'h1{color:red}', js: 'document.title="ran"', scripts: ['https://cdn.example/a.js', 'https://cdn.example/b.js?x=1&y="2"'] });
    expect(doc).toContain('<style>h1{color:red}</style>');
    const order = ['<h1 id="t">Title</h1>', '<script src="https://cdn.example/a.js"></script>', '<script src="https://cdn.example/b.js?x=1&amp;y=&quot;2&quot;"></script>', '<script>document.title="ran"</script>'].map((part) => doc.indexOf(part));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('keeps a closing tag inside the CSS or JS from ending its element', () => {
    const doc = buildPreviewDocument({ html: '', css: 'a{}</style><script>x()</script>', js: 'let s = "</script><b>";', scripts: [] });
    expect(doc).toContain('<style>a{}<\\/style><script>x()</script></style>');
    expect(doc).toContain('<script>let s = "<\\/script><b>";</script>');
  });
});
