import { expect, test } from '@playwright/test';
import { login, shortenThresholds, USERS } from './support';

test.describe('session lifecycle', () => {
  test('a click after the idle limit logs out with 长时间无操作，退出登录。', async ({ page }) => {
    await shortenThresholds(page, { idleLimitMs: 3000 });
    await login(page, USERS.admin);
    await page.waitForTimeout(3500);
    await page.getByTestId('top-bar').click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('长时间无操作，退出登录。')).toBeVisible();
  });

  test('an old token is refreshed once for many concurrent requests', async ({ page }) => {
    await shortenThresholds(page, { tokenAgeLimitMs: 2000 });
    await login(page, USERS.admin);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/uaa/oauth/token') && (request.postData() ?? '').includes('grant_type=refresh_token')) refreshes.push(request.url());
    });
    await page.waitForTimeout(2500);
    // The workbench fires several calls at once (reminders, employee, notifications).
    await page.goto('/workbench');
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect.poll(() => refreshes.length).toBe(1);
    const state = await page.evaluate(() => localStorage.getItem('refresh_token_state'));
    expect(state).toBe('0');
  });

  test('a token the server no longer accepts (50008) asks to log in again', async ({ page }) => {
    await login(page, USERS.admin);
    const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
    // The session ends elsewhere (another tab logged out).
    const ended = await page.request.post('/api/clearway/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect((await ended.json()).code).toBe(200);
    // The next call answers 50008, whichever asks: the home page's list (/certificationAudit), a reminder, this page.
    await page.goto('/mynotification');
    await expect(page.getByText('重新登录').last()).toBeVisible();
    await page.getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
