import { expect, test } from '@playwright/test';
import { captchaAnswer, lastOutboxMessage, login, openLogin, screenshotPath, signUpCustomer, smsCode, USERS } from './support';

test.describe('login page', () => {
  test('credentials tab with the image captcha signs the administrator in; the home redirect applies', async ({ page }) => {
    await login(page, { username: `  ${USERS.admin.username}  `, password: USERS.admin.password });
    await expect(page).toHaveURL(/\/certificationAudit$/);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.screenshot({ path: screenshotPath('main-layout.png') });
  });

  test('the login page, as a person first sees it', async ({ page }) => {
    await openLogin(page);
    await expect(page.getByTestId('login-captcha-image')).toBeVisible();
    await page.screenshot({ path: screenshotPath('login.png') });
  });

  test('mobile tab: the SMS code comes from the outbox and signs the operator in', async ({ page }) => {
    await openLogin(page);
    await page.getByTestId('login-tab-mobile').click();
    await page.getByTestId('login-mobile').fill(USERS.operator.mobile);
    await page.getByTestId('login-get-code').click();
    await expect(page.getByTestId('login-get-code')).toBeDisabled();
    await expect.poll(async () => (await page.request.get(`/api/clearway/dev/outbox?to=${USERS.operator.mobile}&limit=1`).then((r) => r.json())).data.length).toBeGreaterThan(0);
    const code = smsCode(await lastOutboxMessage(page.request, USERS.operator.mobile));
    await page.getByTestId('login-sms-code').fill(code);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page).toHaveURL(/\/workbench$/);
  });

  test('a wrong password says so; five in a row lock the account with the lock message', async ({ page, request }) => {
    const user = await signUpCustomer(request, 'e2e_lock_user', '13611110001');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const randomCode = await openLogin(page);
      await page.getByTestId('login-username').fill(user.username);
      await page.getByTestId('login-password').fill('Wrong0000');
      await page.getByTestId('login-captcha').fill(await captchaAnswer(page, randomCode));
      await page.getByTestId('login-submit').click();
      if (attempt < 5) await expect(page.getByText('用户名或密码错误').last()).toBeVisible();
    }
    await expect(page.getByText('连续5次输入错误，账号已锁定，请半小时后再试').last()).toBeVisible();
    // Even the right password is refused while the lock lasts.
    const randomCode = await openLogin(page);
    await page.getByTestId('login-username').fill(user.username);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByTestId('login-captcha').fill(await captchaAnswer(page, randomCode));
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('连续5次输入错误，账号已锁定，请半小时后再试').last()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a signed-in person opening /login goes to /, and a deep link survives the login', async ({ page }) => {
    await login(page, USERS.admin, '/login?redirect=%2Fmynotification');
    await expect(page).toHaveURL(/\/mynotification$/);
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByTestId('top-bar')).toBeVisible();
  });

  test('an anonymous visit to a page goes to /login', async ({ page }) => {
    await page.goto('/sysuser');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsysuser$/);
  });
});
