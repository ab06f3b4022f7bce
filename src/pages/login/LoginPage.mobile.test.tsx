// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ApiError } from '../../../engine/data/envelope';
import { authApi } from '../../session/auth-api';
import { SessionError, sessionService } from '../../session/session-service';
import LoginPage from './LoginPage';
import { prepareDom, renderPublicPage } from './render-public-page';

beforeEach(async () => {
  await prepareDom('zh');
  vi.spyOn(authApi, 'imageCaptcha').mockResolvedValue({ image: 'data:image/svg+xml;base64,PHN2Zy8+' });
  vi.spyOn(sessionService, 'loginWithMobile').mockResolvedValue(undefined);
  vi.spyOn(authApi, 'smsCode').mockResolvedValue({ expiresInSeconds: 300 });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function openMobileTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('login-tab-mobile'));
  return screen.findByTestId('login-mobile');
}

describe('LoginPage, mobile', () => {
  it('logs in with the mobile number and SMS code, then goes to the redirect path', async () => {
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login?redirect=/workbench');
    await user.type(await openMobileTab(user), '13800138000');
    await user.type(screen.getByTestId('login-sms-code'), '123456{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/workbench');
    expect(sessionService.loginWithMobile).toHaveBeenCalledWith({ mobile: '13800138000', smsCaptcha: '123456' });
    expect(screen.queryByTestId('login-username')).toBeNull();
  });

  it('refuses a number that is not a mainland mobile, and sends no code for it', async () => {
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login');
    await user.type(await openMobileTab(user), '12345678901');
    await user.click(screen.getByTestId('login-get-code'));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(authApi.smsCode).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('login-mobile'));
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(await screen.findByText('请输入短信验证码')).toBeTruthy();
    expect(sessionService.loginWithMobile).not.toHaveBeenCalled();
  });

  it('sends the code, then counts down 60 s with the button disabled', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login');
    await user.type(await openMobileTab(user), '13800138000');
    let button = screen.getByTestId('login-get-code') as HTMLButtonElement;
    fireEvent.click(button);

    await waitFor(() => expect(button.textContent).toContain('60 秒后重新获取'));
    expect(authApi.smsCode).toHaveBeenCalledWith('13800138000');
    expect(button.disabled).toBe(true);
    expect(await screen.findByText('验证码已发送，请查收短信')).toBeTruthy();

    act(() => void vi.advanceTimersByTime(1000));
    expect(button.textContent).toContain('59 秒后重新获取');
    act(() => void vi.advanceTimersByTime(28_000));
    expect(button.textContent).toContain('31 秒后重新获取');

    // Switching tabs does not reset the wait.
    fireEvent.click(screen.getByTestId('login-tab-account'));
    await waitFor(() => expect(screen.queryByTestId('login-get-code')).toBeNull());
    fireEvent.click(screen.getByTestId('login-tab-mobile'));
    button = (await screen.findByTestId('login-get-code')) as HTMLButtonElement;
    expect(button.textContent).toContain('31 秒后重新获取');
    expect(button.disabled).toBe(true);

    act(() => void vi.advanceTimersByTime(30_000));
    expect(button.textContent).toContain('1 秒后重新获取');
    expect(button.disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('获取验证码');
    expect(button.disabled).toBe(false);
  });

  it('does not count down when the server refuses to send', async () => {
    vi.mocked(authApi.smsCode).mockRejectedValue(new ApiError(429, '发送过于频繁，请30秒后再试'));
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login');
    await user.type(await openMobileTab(user), '13800138000');
    const button = screen.getByTestId('login-get-code') as HTMLButtonElement;
    await user.click(button);
    await waitFor(() => expect(authApi.smsCode).toHaveBeenCalled());
    await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(false));
    expect(button.textContent).toBe('获取验证码');
    expect(button.disabled).toBe(false);
  });

  it('shows a SessionError from the mobile login', async () => {
    vi.mocked(sessionService.loginWithMobile).mockRejectedValue(new SessionError('角色必须为非null数组！'));
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login');
    await user.type(await openMobileTab(user), '13800138000');
    await user.type(screen.getByTestId('login-sms-code'), '123456');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('角色必须为非null数组！')).toBeTruthy();
  });
});

describe('LoginPage, languages', () => {
  it('renders in English', async () => {
    await prepareDom('en');
    renderPublicPage(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Clearway Cross-border Logistics');
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByTestId('login-submit').textContent).toBe('Log in');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByTestId('login-tab-mobile').textContent).toBe('Mobile & SMS code');
    expect((await screen.findByTestId('login-captcha-image')).getAttribute('alt')).toBe('Image verification code');
  });

  it('switches language with the language switch, messages included', async () => {
    await prepareDom('en');
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Enter your username')).toBeTruthy();

    await user.click(screen.getByText('简体中文'));
    await waitFor(() => expect(i18next.language).toBe('zh'));
    expect(document.cookie).toContain('language=zh');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Clearway 跨境物流关务平台');
    expect(screen.getByTestId('login-submit').textContent).toBe('登 录');
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Enter your username')).toBeNull());
  });
});
