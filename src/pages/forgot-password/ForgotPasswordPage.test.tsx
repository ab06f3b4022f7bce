// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../engine/data/envelope';
import { authApi } from '../../session/auth-api';
import { prepareDom, renderPublicPage } from '../login/render-public-page';
import ForgotPasswordPage from './ForgotPasswordPage';

const NEUTRAL = 'If an account uses this address, a reset link has been sent to it.';
let captchas = 0;

beforeEach(async () => {
  await prepareDom('zh');
  captchas = 0;
  vi.spyOn(authApi, 'imageCaptcha').mockImplementation(async () => ({ image: `data:image/svg+xml;base64,${btoa(String(++captchas))}` }));
  vi.spyOn(authApi, 'compareCaptcha').mockResolvedValue(true);
  vi.spyOn(authApi, 'retrievePassword').mockResolvedValue({ code: 200, message: NEUTRAL, data: null });
  vi.spyOn(authApi, 'resetPassword').mockResolvedValue({ code: 200, message: 'password reset', data: null });
});

afterEach(() => vi.restoreAllMocks());

describe('ForgotPasswordPage, asking for a link', () => {
  it('sends the e-mail with the captcha and shows the server’s neutral confirmation', async () => {
    const user = userEvent.setup();
    renderPublicPage(<ForgotPasswordPage />, '/forgotpassword');
    await screen.findByTestId('forgot-captcha-image');
    await user.type(screen.getByTestId('forgot-email'), ' ops@example.com ');
    await user.type(screen.getByTestId('forgot-captcha'), 'ab12{Enter}');

    expect((await screen.findByTestId('forgot-sent')).textContent).toBe(NEUTRAL);
    expect(await screen.findByText('请查收邮件')).toBeTruthy();
    const randomId = vi.mocked(authApi.imageCaptcha).mock.calls[0]![0];
    expect(authApi.retrievePassword).toHaveBeenCalledWith('ops@example.com', 'ab12', randomId);
    // retrievePassword checks the captcha itself: comparing it first would spend it.
    expect(authApi.compareCaptcha).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('forgot-login-link'));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });

  it('validates the address and the captcha', async () => {
    const user = userEvent.setup();
    renderPublicPage(<ForgotPasswordPage />, '/forgotpassword');
    await user.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('请输入电子邮箱')).toBeTruthy();
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    await user.type(screen.getByTestId('forgot-email'), 'not-an-address');
    expect(await screen.findByText('请输入正确的电子邮箱')).toBeTruthy();
    expect(authApi.retrievePassword).not.toHaveBeenCalled();
  });

  it('gets a new captcha when the server refuses the answer', async () => {
    vi.mocked(authApi.retrievePassword).mockRejectedValueOnce(new ApiError(400, '验证码错误'));
    const user = userEvent.setup();
    renderPublicPage(<ForgotPasswordPage />, '/forgotpassword');
    await screen.findByTestId('forgot-captcha-image');
    await user.type(screen.getByTestId('forgot-email'), 'ops@example.com');
    await user.type(screen.getByTestId('forgot-captcha'), 'zzzz');
    await user.click(screen.getByTestId('forgot-submit'));
    await waitFor(() => expect(authApi.imageCaptcha).toHaveBeenCalledTimes(2));
    expect((screen.getByTestId('forgot-captcha') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('forgot-sent')).toBeNull();
  });

  it('renders in English', async () => {
    await prepareDom('en');
    renderPublicPage(<ForgotPasswordPage />, '/forgotpassword');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Reset your password');
    expect(screen.getByLabelText('E-mail')).toBe(screen.getByTestId('forgot-email'));
    expect(await screen.findByAltText('Image verification code')).toBeTruthy();
  });
});

describe('ForgotPasswordPage, with the link’s token', () => {
  it('sets the new password and links back to login', async () => {
    const user = userEvent.setup();
    renderPublicPage(<ForgotPasswordPage />, '/forgotpassword?token=tok-123');
    expect(screen.queryByTestId('forgot-email')).toBeNull();
    await user.type(screen.getByTestId('forgot-new-password'), 'newpass123');
    await user.type(screen.getByTestId('forgot-confirm-password'), 'newpass123{Enter}');
    expect(await screen.findByText('密码已重置')).toBeTruthy();
    expect(authApi.resetPassword).toHaveBeenCalledWith('tok-123', 'newpass123');
    expect(screen.getByTestId('forgot-login-link').getAttribute('href')).toBe('/login');
    await user.click(screen.getByTestId('forgot-login-link'));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });

  it('checks length, digits and letters, and the confirmation with the spec’s messages', async () => {
    const user = userEvent.setup();
    renderPublicPage(<ForgotPasswordPage />, '/forgotpassword?token=tok-123');
    await user.click(screen.getByTestId('forgot-reset-submit'));
    expect(await screen.findByText('请输入新密码！')).toBeTruthy();
    await user.type(screen.getByTestId('forgot-new-password'), 'abc1');
    expect(await screen.findByText('密码长度最小为8位！')).toBeTruthy();
    await user.clear(screen.getByTestId('forgot-new-password'));
    await user.type(screen.getByTestId('forgot-new-password'), 'abcdefgh');
    expect(await screen.findByText('密码必须是数字和字母的组合！')).toBeTruthy();
    await user.clear(screen.getByTestId('forgot-new-password'));
    await user.type(screen.getByTestId('forgot-new-password'), 'abcd1234');
    await user.type(screen.getByTestId('forgot-confirm-password'), 'abcd12345');
    expect(await screen.findByText('新密码和确认新密码不一致！')).toBeTruthy();
    expect((screen.getByTestId('forgot-new-password') as HTMLInputElement).maxLength).toBe(31);
    await user.click(screen.getByTestId('forgot-reset-submit'));
    expect(authApi.resetPassword).not.toHaveBeenCalled();
  });

  it('shows a refused password under its field', async () => {
    vi.mocked(authApi.resetPassword).mockRejectedValue(new ApiError(400, '重置链接无效或已过期'));
    vi.mocked(authApi.resetPassword).mockRejectedValueOnce(new ApiError(400, '密码必须是数字和字母的组合！', { newPassword: '密码必须是数字和字母的组合！' }));
    const user = userEvent.setup();
    renderPublicPage(<ForgotPasswordPage />, '/forgotpassword?token=tok-123');
    await user.type(screen.getByTestId('forgot-new-password'), 'abcd1234');
    await user.type(screen.getByTestId('forgot-confirm-password'), 'abcd1234{Enter}');
    expect(await screen.findByText('密码必须是数字和字母的组合！')).toBeTruthy();
    expect(screen.queryByText('密码已重置')).toBeNull();
  });
});
