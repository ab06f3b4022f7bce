// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../engine/data/envelope';
import { authApi } from '../../session/auth-api';
import { SessionError, sessionService } from '../../session/session-service';
import LoginPage from './LoginPage';
import { prepareDom, renderPublicPage } from './render-public-page';

const image = (n: number) => `data:image/svg+xml;base64,${btoa(`<svg n="${n}"/>`)}`;

let captchas = 0;
beforeEach(async () => {
  await prepareDom('zh');
  captchas = 0;
  vi.spyOn(authApi, 'imageCaptcha').mockImplementation(async () => ({ image: image(++captchas) }));
  vi.spyOn(authApi, 'compareCaptcha').mockResolvedValue(true);
  vi.spyOn(sessionService, 'loginWithPassword').mockResolvedValue(undefined);
  vi.spyOn(sessionService, 'loginWithMobile').mockResolvedValue(undefined);
  vi.spyOn(authApi, 'smsCode').mockResolvedValue({ expiresInSeconds: 300 });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function fillCredentials(user: ReturnType<typeof userEvent.setup>, username = 'alice', password = 'secret123') {
  await screen.findByTestId('login-captcha-image');
  await user.type(screen.getByTestId('login-username'), username);
  await user.type(screen.getByTestId('login-password'), password);
  await user.type(screen.getByTestId('login-captcha'), 'ab12');
}

describe('LoginPage, credentials', () => {
  it('trims the username, compares the captcha before the token call, and goes to the redirect path', async () => {
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login?redirect=%2Forders%2Flist%3Fs%3D1');
    await fillCredentials(user, '  alice  ');
    await user.click(screen.getByTestId('login-submit'));

    expect((await screen.findByTestId('location')).textContent).toBe('/orders/list?s=1');
    const randomId = vi.mocked(authApi.imageCaptcha).mock.calls[0]![0];
    expect(randomId).toMatch(/^\d{19}$/);
    expect(authApi.compareCaptcha).toHaveBeenCalledWith('ab12', randomId);
    expect(sessionService.loginWithPassword).toHaveBeenCalledWith({ username: 'alice', password: 'secret123', randomId });
    const compared = vi.mocked(authApi.compareCaptcha).mock.invocationCallOrder[0]!;
    expect(compared).toBeLessThan(vi.mocked(sessionService.loginWithPassword).mock.invocationCallOrder[0]!);
  });

  it('submits with Enter and goes to / when the redirect is not a local path', async () => {
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login?redirect=https%3A%2F%2Fevil.example');
    await fillCredentials(user);
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('focuses the username and labels every field', async () => {
    renderPublicPage(<LoginPage />, '/login');
    expect(document.activeElement).toBe(screen.getByTestId('login-username'));
    expect(screen.getByLabelText('用户名').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('密码').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('图形验证码')).toBe(screen.getByTestId('login-captcha'));
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('/forgotpassword');
    expect(screen.getByRole('link', { name: '注册账号' }).getAttribute('href')).toBe('/register');
    expect((await screen.findByTestId('login-captcha-image')).getAttribute('src')).toBe(image(1));
  });

  it('shows the validation messages and calls nothing', async () => {
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login');
    await user.type(screen.getByTestId('login-username'), '   ');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(authApi.compareCaptcha).not.toHaveBeenCalled();
  });

  it('fetches a new captcha after a wrong captcha and does not ask for a token', async () => {
    vi.mocked(authApi.compareCaptcha).mockRejectedValue(new ApiError(400, '验证码错误'));
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login');
    await fillCredentials(user);
    await user.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(screen.getByTestId('login-captcha-image').getAttribute('src')).toBe(image(2)));
    const [first, second] = vi.mocked(authApi.imageCaptcha).mock.calls.map((call) => call[0]);
    expect(second).not.toBe(first);
    expect((screen.getByTestId('login-captcha') as HTMLInputElement).value).toBe('');
    expect(sessionService.loginWithPassword).not.toHaveBeenCalled();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('fetches a new captcha after a wrong password, and uses it next time', async () => {
    vi.mocked(sessionService.loginWithPassword).mockRejectedValueOnce(new ApiError(400, '用户名或密码错误'));
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login');
    await fillCredentials(user);
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-captcha-image').getAttribute('src')).toBe(image(2)));

    await user.type(screen.getByTestId('login-captcha'), 'cd34');
    await user.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('location');
    const second = vi.mocked(authApi.imageCaptcha).mock.calls[1]![0];
    expect(authApi.compareCaptcha).toHaveBeenLastCalledWith('cd34', second);
    expect(sessionService.loginWithPassword).toHaveBeenLastCalledWith({ username: 'alice', password: 'secret123', randomId: second });
  });

  it('shows a SessionError with message.error', async () => {
    vi.mocked(sessionService.loginWithPassword).mockRejectedValue(new SessionError('验证失败，请重新登录。'));
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login');
    await fillCredentials(user);
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('验证失败，请重新登录。')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('sends a person who still has a token cookie (a reload) on to the target, whose guard loads the session', async () => {
    document.cookie = 'token=still-there; path=/';
    try {
      renderPublicPage(<LoginPage />, '/login?redirect=%2Fworkbench');
      expect((await screen.findByTestId('location')).textContent).toBe('/workbench');
    } finally {
      document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
  });

  it('shows a loading state on the submit button while logging in', async () => {
    let finish!: () => void;
    vi.mocked(sessionService.loginWithPassword).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderPublicPage(<LoginPage />, '/login');
    await fillCredentials(user);
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-submit').textContent).toContain('正在登录…'));
    expect(screen.getByTestId('login-submit').classList.contains('ant-btn-loading')).toBe(true);
    await act(async () => finish());
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });
});
