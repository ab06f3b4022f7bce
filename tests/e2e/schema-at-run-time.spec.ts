import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { login, USERS } from './support';
import { walkthroughSchema } from '../walkthrough-schema';

/**
 * Schemas are data at run time: a schema file dropped into the running app's own schema folder (CLEARWAY_SCHEMA_DIR,
 * set by playwright.config.ts) gets its page in Chromium with no restart and no rebuild. The file is the walkthrough
 * of docs/schemas.md ("Add an entity in minutes"), on a route of the catalogue that has no schema yet.
 */
const schemaDir = process.env.E2E_SCHEMA_DIR!;
const file = path.join(schemaDir, 'base', 'route-type.json');

test.afterAll(() => fs.rmSync(file, { force: true }));

test('a schema file added to the running app opens as a page without a rebuild', async ({ page }) => {
  await login(page, USERS.admin);
  await page.goto('/routeType');
  await expect(page.getByTestId('not-built')).toBeVisible();

  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(walkthroughSchema(), null, 2));

  // The server reloads its folders a moment after the change; the page asks for the index again when it loads.
  await expect(async () => {
    await page.goto('/routeType');
    await expect(page.getByTestId('schema-list')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  const list = page.getByTestId('schema-list');
  await expect(list.locator('thead')).toContainText('线路代码');
  await expect(list.locator('thead')).toContainText('英文名称');

  // It works: a route type created through its form is listed.
  await list.getByRole('button', { name: /^新\s*增$/ }).click();
  const form = page.getByTestId('entity-form');
  await form.getByRole('textbox', { name: '线路代码' }).fill('FRA');
  await form.getByRole('textbox', { name: '线路名称' }).fill('法国专线');
  await page.getByTestId('form-save').click();
  await expect(list.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'FRA' })).toHaveCount(1);
});
