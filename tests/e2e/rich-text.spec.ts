import { expect, test, type Page } from '@playwright/test';
import { login, openDropdown, USERS } from './support';

/** A 1×1 PNG. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const BASE = '/api/notification/notification';
const FLAG = '__richTextHacked';

const list = (page: Page) => page.getByTestId('schema-list');
const rows = (page: Page) => list(page).locator('.ant-table-tbody tr.ant-table-row');
const editorFrame = (page: Page) => page.frameLocator('.tox-edit-area__iframe');
const hacked = (page: Page) => page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], FLAG);

/** The stored row of a notification, read back through the page's API (the session cookie signs the call). */
async function storedRow(page: Page, title: string): Promise<{ id: number; content: string; type: string }> {
  const reply = await page.request.get(`${BASE}/queryNotification`, { params: { title, pageSize: 10 } });
  const body = await reply.json();
  expect(body.code).toBe(200);
  expect(body.data.list).toHaveLength(1);
  return body.data.list[0];
}

test.describe('RichText (admin notifications)', () => {
  // The editor's menus are in English, or in Chinese once the tinymce-i18n language packs are installed.
  test('an uploaded image and a script payload: the image shows, no script ever runs, the stored HTML is clean', async ({ page }) => {
    const title = `富文本端到端 ${Date.now()}`;
    await login(page, USERS.admin);
    await page.goto('/notification');
    await expect(rows(page).first()).toBeVisible();

    // Create: the form draws the editor, self-hosted.
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await list(page).getByRole('button', { name: /^新\s*增$/ }).click();
    const form = page.getByTestId('entity-form');
    await expect(form.locator('.tox-tinymce')).toBeVisible();
    expect(scripts).toContain('/tinymce/tinymce.min.js');
    expect(scripts.some((path) => path.startsWith('/tinymce/themes/silver/'))).toBe(true);
    await expect(form.locator('.tox-tinymce')).toHaveCSS('height', '360px');

    await form.getByRole('textbox', { name: '标题' }).fill(title);
    await form.getByRole('textbox', { name: '发布人' }).fill('端到端');
    // Types come from the server's list: the system dictionary (/sysdict) that queryNotificationType answers too.
    await form.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '类型' }) }).click();
    await openDropdown(page).getByText('维护通知', { exact: true }).click();
    const start = form.getByRole('textbox', { name: '开始时间' });
    await start.click();
    await start.fill('2025-01-01 08:00:00');
    await start.press('Enter');
    await editorFrame(page).locator('body').click();
    await page.keyboard.type('Hello rich text');

    // The image dialog (Insert menu): a .txt is refused, a PNG is uploaded and inserted.
    await form.locator('.tox-menubar').getByRole('menuitem', { name: /^(Insert|插入)$/ }).click();
    await page.locator('.tox-collection__item').filter({ hasText: '上传图片' }).click();
    const dialog = page.locator('.ant-modal').filter({ has: page.locator('.ant-upload') });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Please upload an image format')).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item-container .ant-upload-list-item:not(.ant-upload-list-item-uploading)')).toHaveCount(1);
    await dialog.getByRole('button', { name: /^插\s*入$/ }).click();
    await expect(dialog).toBeHidden();
    const inserted = editorFrame(page).locator('img[src*="/api/bdttms/file/downloadFile"]');
    await expect(inserted).toBeVisible();
    await expect.poll(() => inserted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // A pasted payload, through the source-code view: an image with onerror and a script, both setting a flag.
    await form.locator('.tox-menubar').getByRole('menuitem', { name: /^(View|查看)$/ }).click();
    await page.locator('.tox-collection__item').filter({ hasText: /Source code|源代码/ }).click();
    const source = page.locator('.tox-dialog textarea');
    await source.press('Control+End');
    await source.pressSequentially(`<p>payload<img src="x" onerror="window.${FLAG}=1"></p><script>window.${FLAG}=2</script>`);
    await page.locator('.tox-dialog').getByRole('button', { name: /^(Save|保存)$/ }).click();
    await expect(page.locator('.tox-dialog')).toBeHidden();
    await expect(editorFrame(page).getByText('payload')).toBeVisible();

    await page.getByTestId('form-save').click();
    await expect(rows(page).filter({ hasText: title })).toHaveCount(1);

    // Stored: sanitised by the server (and already by the editor), image kept.
    const stored = await storedRow(page, title);
    expect(stored.type).toBe('maintenance');
    expect(stored.content).toContain('Hello rich text');
    expect(stored.content).toContain('/api/bdttms/file/downloadFile?key=');
    expect(stored.content).toContain('payload');
    expect(stored.content).not.toMatch(/<script|onerror|window\./i);

    // Viewed: the detail draws the HTML with the image, and no script runs.
    await rows(page).filter({ hasText: title }).getByRole('button', { name: /^查\s*看$/ }).click();
    const shown = page.getByTestId('html-value');
    await expect(shown.getByText('Hello rich text')).toBeVisible();
    const shownImage = shown.locator('img[src*="/api/bdttms/file/downloadFile"]');
    await expect(shownImage).toBeVisible();
    await expect.poll(() => shownImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(await shown.locator('script, [onerror]').count()).toBe(0);
    expect(await hacked(page)).toBeUndefined();
  });

  test('HTML sent straight to the API is cleaned before it is stored, and drawn without running', async ({ page }) => {
    const title = `接口富文本 ${Date.now()}`;
    await login(page, USERS.admin);
    const reply = await page.request.post(`${BASE}/addNotification`, {
      data: {
        title, type: 'announcement', priority: 'low', publisher: 'api', startTime: '2025-01-02T00:00:00+08:00',
        content: `<p>from the API<img src="x" onerror="window.${FLAG}=3"></p><script>window.${FLAG}=4</script><a href="javascript:window.${FLAG}=5">link</a>`,
      },
    });
    expect((await reply.json()).code).toBe(200);
    const stored = await storedRow(page, title);
    expect(stored.content).toBe('<p>from the API<img src="x"></p><a>link</a>');

    await page.goto('/notification');
    await rows(page).filter({ hasText: title }).getByRole('button', { name: /^查\s*看$/ }).click();
    await expect(page.getByTestId('html-value').getByText('from the API')).toBeVisible();
    await page.getByTestId('html-value').getByText('link').click();
    expect(await hacked(page)).toBeUndefined();

    // Reopened for editing, the editor shows the stored text.
    await page.keyboard.press('Escape');
    await rows(page).filter({ hasText: title }).getByRole('button', { name: /^编\s*辑$/ }).click();
    await expect(editorFrame(page).getByText('from the API')).toBeVisible();
    expect(await hacked(page)).toBeUndefined();
  });
});
