import { expect, test, type Page } from '@playwright/test';
import { captchaAnswer, lastOutboxMessage, login, signUpCustomer, smsCode } from './support';

async function captchaOf(page: Page, path: string): Promise<string> {
  const request = page.waitForRequest((r) => r.url().includes('/generateImageCaptcha'));
  await page.goto(path);
  return new URL((await request).url()).searchParams.get('randomCode')!;
}

test.describe('account flows', () => {
  test('a customer signs up on the register page with an SMS code, then logs in', async ({ page }) => {
    await page.goto('/register?tenant=demo');
    await page.getByTestId('register-username').fill('e2e_signup');
    await page.getByTestId('register-password').fill('Signup2026');
    await page.getByTestId('register-confirm-password').fill('Signup2026');
    await page.getByTestId('register-mobile').fill('13622220001');
    await page.getByTestId('register-get-code').click();
    await expect(page.getByTestId('register-get-code')).toBeDisabled();
    await expect.poll(async () => (await page.request.get('/api/clearway/dev/outbox?to=13622220001&limit=1').then((r) => r.json())).data.length).toBe(1);
    await page.getByTestId('register-sms-code').fill(smsCode(await lastOutboxMessage(page.request, '13622220001')));
    await page.getByTestId('register-email').fill('signup@example.com');
    await page.getByTestId('register-customer-name').fill('深圳测试跨境贸易有限公司');
    await page.getByTestId('register-contact-name').fill('测试联系人');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-done')).toBeVisible();
    await login(page, { username: 'e2e_signup', password: 'Signup2026' });
    await expect(page).toHaveURL(/\/workbench$/);
  });

  test('forgot password: the e-mailed link sets a new password that logs in', async ({ page }) => {
    const randomCode = await captchaOf(page, '/forgotpassword');
    await page.getByTestId('forgot-email').fill('operator@demo.example');
    await page.getByTestId('forgot-captcha').fill(await captchaAnswer(page, randomCode));
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();
    const mail = await lastOutboxMessage(page.request, 'operator@demo.example');
    const link = /(\/forgotpassword\?token=[\w-]+)/.exec(mail)![1]!;
    await page.goto(link);
    await page.getByTestId('forgot-new-password').fill('Operator2026');
    await page.getByTestId('forgot-confirm-password').fill('Operator2026');
    await page.getByTestId('forgot-reset-submit').click();
    await expect(page.getByTestId('forgot-login-link').or(page.getByRole('link', { name: /登录/ })).first()).toBeVisible();
    await login(page, { username: 'operator', password: 'Operator2026' });
    // Put the shared fixture back as it was for the tests after this one.
    await page.getByTestId('user-dropdown').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByTestId('change-password-dialog');
    await dialog.getByLabel('原密码').fill('Operator2026');
    await dialog.getByLabel('新密码', { exact: true }).fill('operator1234');
    await dialog.getByLabel('确认新密码').fill('operator1234');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('change password: the rules speak the spec messages; success logs out and the new password works', async ({ page, request }) => {
    const user = await signUpCustomer(request, 'e2e_change', '13622220003');
    await login(page, user);
    await page.getByTestId('user-dropdown').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByTestId('change-password-dialog');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await expect(dialog.getByText('请输入原密码！')).toBeVisible();
    await expect(dialog.getByText('请输入新密码！')).toBeVisible();
    await dialog.getByLabel('原密码').fill(user.password);
    await dialog.getByLabel('新密码', { exact: true }).fill('abc12');
    await expect(dialog.getByText('密码长度最小为8位！').first()).toBeVisible();
    await dialog.getByLabel('新密码', { exact: true }).fill('Changed2026');
    await dialog.getByLabel('确认新密码').fill('Changed2027');
    await expect(dialog.getByText('新密码和确认新密码不一致！')).toBeVisible();
    await dialog.getByLabel('确认新密码').fill('Changed2026');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page).toHaveURL(/\/login/);
    // The login page the app went to fetches its own captcha: let it land before login() reloads the page, or
    // login() may read that captcha's answer for the reloaded page's.
    await expect(page.getByTestId('login-captcha-image')).toBeVisible();
    await login(page, { username: user.username, password: 'Changed2026' });
  });
});
