import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { login, USERS } from './support';

/**
 * Preview mode (spec 01 §2 item 4; docs/api.md "Preview messages") from real parent windows, and the region data
 * the RegionCascader and AddressTree read. The widgets themselves are exercised in their unit tests: no schema page
 * carries a region field yet.
 */

const PARENT_PAGE = (appUrl: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>preview parent</title></head>
<body style="margin:0">
  <iframe id="app" src="${appUrl}" style="width:1200px;height:760px;border:0"></iframe>
  <script>
    window.sendPreview = (message) => document.getElementById('app').contentWindow.postMessage(message, '*');
  </script>
</body></html>`;

const PREVIEW = {
  type: 'refreshFrame',
  data: {
    html: '<h1 id="title">Autumn offer</h1><p id="facts"></p>',
    css: 'h1 { color: rgb(200, 30, 40); font-size: 40px; }',
    js: [
      "document.getElementById('title').dataset.ran = 'inside the preview';",
      'window.__previewRan = true;',
      // The sandbox has no same origin: the app window and the storage are out of reach.
      "try { window.parent.__previewLeak = 'leaked'; } catch (e) { document.body.dataset.parent = 'blocked'; }",
      "try { void localStorage.length; document.body.dataset.storage = 'open'; } catch (e) { document.body.dataset.storage = 'blocked'; }",
    ].join('\n'),
    scripts: [],
  },
};

/** The app's frame inside the parent page, once its document has loaded. */
async function appFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().length).toBeGreaterThan(1);
  return page.frames().find((frame) => frame.parentFrame() === page.mainFrame())!;
}

test('a refreshFrame message from a same-origin parent shows the preview in a sandbox and hides the app', async ({ page, baseURL }) => {
  await login(page, USERS.admin);
  await page.route('**/__e2e/preview-parent.html', (route) => route.fulfill({ contentType: 'text/html', body: PARENT_PAGE(`${baseURL}/`) }));
  await page.goto('/__e2e/preview-parent.html');
  const app = page.frameLocator('#app');
  await expect(app.getByTestId('top-bar')).toBeVisible();
  await expect(app.getByTestId('main-app')).toBeAttached();

  await page.evaluate((message) => (window as unknown as { sendPreview(m: unknown): void }).sendPreview(message), PREVIEW);

  const frame = app.getByTestId('preview-frame');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(app.getByTestId('main-app')).toBeHidden();
  await expect(app.getByTestId('top-bar')).toBeHidden();

  const preview = app.frameLocator('[data-testid="preview-frame"]');
  await expect(preview.locator('#title')).toHaveText('Autumn offer');
  await expect(preview.locator('#title')).toHaveCSS('color', 'rgb(200, 30, 40)');
  await expect(preview.locator('#title')).toHaveAttribute('data-ran', 'inside the preview');
  await expect(preview.locator('body')).toHaveAttribute('data-parent', 'blocked');
  await expect(preview.locator('body')).toHaveAttribute('data-storage', 'blocked');

  // The script ran in the preview's window only.
  const appWindow = await appFrame(page);
  const previewWindow = appWindow.childFrames()[0]!;
  expect(await previewWindow.evaluate(() => (window as unknown as { __previewRan?: boolean }).__previewRan)).toBe(true);
  expect(await appWindow.evaluate(() => [(window as unknown as { __previewRan?: boolean }).__previewRan, (window as unknown as { __previewLeak?: string }).__previewLeak])).toEqual([undefined, undefined]);

  // A new message refreshes the preview; closing it brings the app back.
  await page.evaluate((message) => (window as unknown as { sendPreview(m: unknown): void }).sendPreview(message), { type: 'refreshFrame', data: { html: '<h2 id="second">Second draft</h2>' } });
  await expect(preview.locator('#second')).toHaveText('Second draft');
  await app.getByRole('button', { name: /close|关闭/i }).click();
  await expect(app.getByTestId('top-bar')).toBeVisible();
});

test('a refreshFrame message from an origin that is not allowed is ignored', async ({ page, baseURL }) => {
  // A parent on another origin (default configuration: the app's own origin only), served by a server of the test's
  // own on another port of localhost: cross-origin but same-site, so the framed app keeps its storage and runs.
  const parent = http.createServer((_, reply) => reply.writeHead(200, { 'content-type': 'text/html' }).end(PARENT_PAGE(`${baseURL}/login`)));
  await new Promise<void>((resolve) => parent.listen(0, resolve));
  try {
    const port = (parent.address() as AddressInfo).port;
    const configured = page.waitForResponse((response) => response.url().endsWith('/api/clearway/client-config'));
    await page.goto(`http://localhost:${port}/parent.html`);
    expect(await page.evaluate(() => window.location.origin)).not.toBe(new URL(baseURL!).origin);
    const app = page.frameLocator('#app');
    await expect(app.getByTestId('login-username')).toBeVisible();
    expect((await (await configured).json()).data).toEqual({ previewOrigins: [] });

    await page.evaluate((message) => (window as unknown as { sendPreview(m: unknown): void }).sendPreview(message), PREVIEW);
    // The configuration is in: the decision takes a moment at most.
    await page.waitForTimeout(500);
    await expect(app.getByTestId('preview-frame')).toHaveCount(0);
    await expect(app.getByTestId('main-app')).toBeVisible();
    await expect(app.getByTestId('login-username')).toBeVisible();
  } finally {
    await new Promise((resolve) => parent.close(resolve));
  }
});

test('the regions are served one level at a time, each item under its parent', async ({ page }) => {
  await login(page, USERS.admin);
  const level = async (dictionaryCode: string, parentValue?: string) => {
    const qid = dictionaryCode === 'country' ? 'FIND_REGION_COUNTRIES' : 'FIND_REGION_CHILDREN';
    const reply = await page.request.post('/api/bdtibs/dataQuery/findAllByCallId', { form: { qid, filters: JSON.stringify({ dictionaryCode, parentValue }) } });
    const body = await reply.json();
    expect(body.code).toBe(200);
    return (body.data as { dictionaryValue: string; dictionaryNameEn: string }[]).map((row) => `${row.dictionaryValue} ${row.dictionaryNameEn}`);
  };
  expect(await level('country')).toContain('142 China');
  expect(await level('province', '142')).toEqual(expect.arrayContaining(['440000 Guangdong', '310000 Shanghai', '330000 Zhejiang', '110000 Beijing']));
  expect(await level('city', '440000')).toEqual(expect.arrayContaining(['440300 Shenzhen', '440100 Guangzhou', '441900 Dongguan']));
  expect(await level('province', '110')).toEqual(['810000 Hong Kong SAR']);
});
