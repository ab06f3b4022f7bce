// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../engine/data/envelope';
import { authApi } from '../../session/auth-api';
import { prepareDom, renderPublicPage } from '../login/render-public-page';
import RegisterPage from './RegisterPage';

beforeEach(async () => {
  await prepareDom('zh');
  vi.spyOn(authApi, 'platformSmsCode').mockResolvedValue({ expiresInSeconds: 300 });
  vi.spyOn(authApi, 'smsCode').mockResolvedValue({ expiresInSeconds: 300 });
  vi.spyOn(authApi, 'register').mockResolvedValue({ code: 200, message: 'registered', data: { username: 'new.customer', customerCode: 'C20250101000042' } });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;

async function fillForm(user: User, skip: string[] = []) {
  const values: Record<string, string> = {
    'register-tenant': 'acme',
    'register-username': ' new.customer ',
    'register-password': 'pass1234',
    'register-confirm-password': 'pass1234',
    'register-mobile': '13900139000',
    'register-sms-code': '654321',
    'register-email': 'ops@acme.cn',
    'register-customer-name': 'Acme Trading',
    'register-contact-name': 'Li Lei',
  };
  for (const [testId, value] of Object.entries(values)) if (!skip.includes(testId)) await user.type(screen.getByTestId(testId), value);
}

describe('RegisterPage', () => {
  it('signs up and says the account awaits certification review', async () => {
    const user = userEvent.setup();
    renderPublicPage(<RegisterPage />, '/register');
    await fillForm(user);
    await user.click(screen.getByTestId('register-submit'));

    const done = await screen.findByTestId('register-done');
    expect(done.textContent).toContain('new.customer');
    expect(done.textContent).toContain('等待认证审核');
    expect(authApi.register).toHaveBeenCalledWith({
      tenantCode: 'acme', username: 'new.customer', password: 'pass1234', mobile: '13900139000', smsCode: '654321',
      email: 'ops@acme.cn', customerName: 'Acme Trading', contactName: 'Li Lei',
    });
    await user.click(screen.getByTestId('register-login-link'));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });

  it('leaves the tenant code empty with a hint, and takes it from ?tenant=', async () => {
    const { unmount } = renderPublicPage(<RegisterPage />, '/register');
    expect((screen.getByTestId('register-tenant') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/由为您提供物流服务的公司提供/)).toBeTruthy();
    unmount();
    renderPublicPage(<RegisterPage />, '/register?tenant=acme');
    expect((screen.getByTestId('register-tenant') as HTMLInputElement).value).toBe('acme');
    expect(document.activeElement).toBe(screen.getByTestId('register-username'));
  });

  it('shows the validation messages and sends nothing', async () => {
    const user = userEvent.setup();
    renderPublicPage(<RegisterPage />, '/register');
    await user.type(screen.getByTestId('register-username'), 'ab');
    await user.type(screen.getByTestId('register-password'), 'abcdefgh');
    await user.type(screen.getByTestId('register-confirm-password'), 'abcdefgx');
    await user.type(screen.getByTestId('register-mobile'), '1234');
    await user.type(screen.getByTestId('register-email'), 'ops@');
    await user.click(screen.getByTestId('register-submit'));

    expect(await screen.findByText('请输入租户编码')).toBeTruthy();
    expect(await screen.findByText('用户名长度为3到64位')).toBeTruthy();
    expect(await screen.findByText('密码必须是数字和字母的组合！')).toBeTruthy();
    expect(await screen.findByText('密码和确认密码不一致！')).toBeTruthy();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(await screen.findByText('请输入短信验证码')).toBeTruthy();
    expect(await screen.findByText('请输入正确的电子邮箱')).toBeTruthy();
    expect(await screen.findByText('请输入公司名称')).toBeTruthy();
    expect(authApi.register).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors under their fields', async () => {
    vi.mocked(authApi.register).mockRejectedValue(new ApiError(400, '用户名已存在', { username: 'taken' }));
    const user = userEvent.setup();
    renderPublicPage(<RegisterPage />, '/register');
    await fillForm(user);
    await user.click(screen.getByTestId('register-submit'));
    const message = await screen.findByText('用户名已存在');
    expect(message.closest('.ant-form-item')?.querySelector('[data-testid="register-username"]')).toBeTruthy();
    expect(screen.queryByTestId('register-done')).toBeNull();
  });

  it('sends the sign-up SMS code and counts down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    renderPublicPage(<RegisterPage />, '/register');
    await user.type(screen.getByTestId('register-mobile'), '13900139000');
    const button = screen.getByTestId('register-get-code') as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toContain('60 秒后重新获取'));
    expect(authApi.platformSmsCode).toHaveBeenCalledWith('13900139000');
    expect(authApi.smsCode).not.toHaveBeenCalled();
    expect(button.disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(button.textContent).toBe('获取验证码');
  });

  it('renders in English', async () => {
    await prepareDom('en');
    renderPublicPage(<RegisterPage />, '/register');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sign up as a customer');
    expect(screen.getByLabelText('Tenant code')).toBe(screen.getByTestId('register-tenant'));
    expect(screen.getByLabelText('SMS code')).toBe(screen.getByTestId('register-sms-code'));
    expect(screen.getByTestId('register-submit').textContent).toBe('Sign up');
  });
});
