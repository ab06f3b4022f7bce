import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Demo logins seeded by the server: the shared fixtures of people and tests. */
export const USERS = {
  admin: { username: 'admin', password: 'admin1234', mobile: '13800000001' },
  operator: { username: 'operator', password: 'operator1234', mobile: '13800000002' },
  customs: { username: 'customs', password: 'customs1234', mobile: '13800000003' },
  harborAdmin: { username: 'harbor_admin', password: 'harbor1234', mobile: '13900000001' },
} as const;

/** The signed-in page's token as the API's Authorization header (for arranging data through calls). */
export async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token, 'signed in').toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

/** The answer of the captcha the login page is showing, read from the development endpoint. */
/**
 * Where a test's screenshot goes: test-results/screenshots/ (ignored by git), so a test run leaves the clone as it
 * was; `npm run docs:screenshots` points it at docs/screenshots/ to refresh the README's pictures.
 */
export function screenshotPath(name: string): string {
  return `${process.env.CLEARWAY_SCREENSHOT_DIR || 'test-results/screenshots'}/${name}`;
}

export async function captchaAnswer(page: Page, randomCode: string): Promise<string> {
  const reply = await page.request.get(`/api/clearway/dev/captcha/${randomCode}`);
  return (await reply.json()).data.answer as string;
}

/** Opens /login, waits for its captcha and returns the captcha's random id. */
export async function openLogin(page: Page, path = '/login'): Promise<string> {
  const captcha = page.waitForRequest((r) => r.url().includes('/generateImageCaptcha'));
  await page.goto(path);
  const url = new URL((await captcha).url());
  return url.searchParams.get('randomCode')!;
}

/** Signs in through the credentials tab, captcha included, and waits for the layout. */
export async function login(page: Page, user: { username: string; password: string }, path = '/login'): Promise<void> {
  const randomCode = await openLogin(page, path);
  await page.getByTestId('login-username').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-captcha').fill(await captchaAnswer(page, randomCode));
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('top-bar')).toBeVisible();
}

/** The newest message the built-in sender "sent" to a recipient. */
export async function lastOutboxMessage(request: APIRequestContext, to: string): Promise<string> {
  const reply = await request.get(`/api/clearway/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  const messages = (await reply.json()).data as { body: string }[];
  expect(messages.length).toBeGreaterThan(0);
  return messages[0]!.body;
}

/** The six-digit code in an SMS body. */
export function smsCode(body: string): string {
  return /\b(\d{6})\b/.exec(body)![1]!;
}

/** Creates a customer account through the sign-up API (a fresh user a test may lock or change). */
export async function signUpCustomer(request: APIRequestContext, username: string, mobile: string, password = 'Passw0rd1'): Promise<{ username: string; password: string; mobile: string }> {
  const sent = await request.post('/api/bdtibs/base/sendPlatformSmsCode', { data: { mobile } });
  expect((await sent.json()).code).toBe(200);
  const code = smsCode(await lastOutboxMessage(request, mobile));
  const reply = await request.post('/api/admin/sysuser/registerAccountInitial', {
    data: { tenantCode: 'demo', username, password, mobile, smsCode: code, customerName: `${username} 贸易有限公司`, contactName: username },
  });
  expect((await reply.json()).code).toBe(200);
  return { username, password, mobile };
}

/** Shortens the session's timings for one page (idle logout, token age, reminder poll). */
export async function shortenThresholds(page: Page, thresholds: { idleLimitMs?: number; tokenAgeLimitMs?: number; reminderPollMs?: number }): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('clearway.thresholds', value), JSON.stringify(thresholds));
}

/** The select dropdown that is open (antd keeps closed ones in the page, hidden). */
export const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/**
 * Picks an option of a searchable select by typing part of it, as a person does. Should the dropdown close before the
 * click lands (a dialog still opening takes the focus, a slow answer redraws the list), it is opened and typed into
 * again, so a busy machine does not fail the journey.
 */
export async function pickOption(page: Page, combobox: Locator, typed: string, option: string): Promise<void> {
  await expect(async () => {
    await combobox.click();
    await combobox.fill('');
    await combobox.pressSequentially(typed);
    await openDropdown(page).getByText(option, { exact: true }).click({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}
