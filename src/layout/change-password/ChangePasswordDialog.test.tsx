// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../engine/data/envelope';
import { authApi } from '../../session/auth-api';
import { sessionService } from '../../session/session-service';
import { fakeUser, renderShell } from '../../test/render-shell';
import { ChangePasswordDialog } from './ChangePasswordDialog';

function renderDialog(language: 'zh' | 'en' = 'zh') {
  const onClose = vi.fn();
  const shell = renderShell(<ChangePasswordDialog open onClose={onClose} />, { language, user: fakeUser({ subjectId: 'S01' }), path: '/profile/index' });
  return { ...shell, onClose, dialog: within(screen.getByRole('dialog')) };
}

async function fill(shell: ReturnType<typeof renderDialog>, values: { old?: string; next?: string; confirm?: string }) {
  if (values.old !== undefined) await shell.user.type(shell.dialog.getByLabelText('原密码'), values.old);
  if (values.next !== undefined) await shell.user.type(shell.dialog.getByLabelText('新密码'), values.next);
  if (values.confirm !== undefined) await shell.user.type(shell.dialog.getByLabelText('确认新密码'), values.confirm);
}

const submit = (shell: ReturnType<typeof renderDialog>) => shell.user.click(shell.dialog.getByRole('button', { name: '提 交' }));

describe('ChangePasswordDialog', () => {
  let changePassword: ReturnType<typeof vi.spyOn>;
  let logout: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    changePassword = vi.spyOn(authApi, 'changePassword').mockResolvedValue({ code: 200, message: 'password changed', data: null });
    logout = vi.spyOn(sessionService, 'logout').mockResolvedValue(undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for every field with the spec messages', async () => {
    const shell = renderDialog();
    await submit(shell);
    expect(await shell.dialog.findByText('请输入原密码！')).toBeTruthy();
    expect(shell.dialog.getByText('请输入新密码！')).toBeTruthy();
    expect(shell.dialog.getByText('请再次输入新密码！')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('wants at least 8 characters combining digits and letters, and a matching confirmation', async () => {
    const shell = renderDialog();
    await fill(shell, { old: 'old-secret', next: 'abc123', confirm: 'abc123' });
    await submit(shell);
    await waitFor(() => expect(shell.dialog.getAllByText('密码长度最小为8位！')).toHaveLength(2));
    await shell.user.clear(shell.dialog.getByLabelText('新密码'));
    await shell.user.type(shell.dialog.getByLabelText('新密码'), 'abcdefgh');
    expect(await shell.dialog.findByText('密码必须是数字和字母的组合！')).toBeTruthy();
    await shell.user.clear(shell.dialog.getByLabelText('新密码'));
    await shell.user.type(shell.dialog.getByLabelText('新密码'), 'abcd1234');
    await shell.user.clear(shell.dialog.getByLabelText('确认新密码'));
    await shell.user.type(shell.dialog.getByLabelText('确认新密码'), 'abcd12345');
    expect(await shell.dialog.findByText('新密码和确认新密码不一致！')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('caps every input at 31 characters', async () => {
    const shell = renderDialog();
    for (const label of ['原密码', '新密码', '确认新密码']) {
      const input = shell.dialog.getByLabelText(label) as HTMLInputElement;
      expect(input.maxLength).toBe(31);
      await shell.user.type(input, 'a1'.repeat(20));
      expect(input.value).toHaveLength(31);
    }
  });

  it('changes the password, says so, logs out and returns to the login page', async () => {
    const shell = renderDialog();
    await fill(shell, { old: 'old-secret1', next: 'abcd1234', confirm: 'abcd1234' });
    await submit(shell);
    await waitFor(() => expect(shell.currentPath()).toBe('/login'));
    expect(changePassword).toHaveBeenCalledWith({ password: 'old-secret1', newPassword: 'abcd1234', subjectId: 'S01' }, { silent: true });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(shell.onClose).toHaveBeenCalled();
    expect(await screen.findByText('密码修改成功，请重新登录')).toBeTruthy();
  });

  it("shows a refusal's message as a short warning and stays open", async () => {
    changePassword.mockRejectedValue(new ApiError(400, '原密码错误'));
    const shell = renderDialog();
    await fill(shell, { old: 'wrong-one1', next: 'abcd1234', confirm: 'abcd1234' });
    await submit(shell);
    const toast = await screen.findByText('原密码错误');
    expect(toast.closest('.ant-message-notice')?.querySelector('.anticon-exclamation-circle')).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
    expect(shell.onClose).not.toHaveBeenCalled();
    expect(shell.currentPath()).toBe('/profile/index');
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Spec 01 §8: the warning lasts 2 seconds (antd's default would be 3).
    // (jsdom runs no CSS animation, so the notice stays in the document in its leaving state.)
    const notice = toast.closest('.ant-message-notice-wrapper')!;
    const leaving = () => /leave/.test(notice.className) || !notice.isConnected;
    const shown = Date.now();
    await waitFor(() => expect(leaving()).toBe(true), { timeout: 2900, interval: 100 });
    expect(Date.now() - shown).toBeGreaterThan(1500);
  });

  it('is not closed by a click on the mask, but by its cancel button', async () => {
    const shell = renderDialog();
    await shell.user.click(document.querySelector('.ant-modal-wrap')!);
    expect(shell.onClose).not.toHaveBeenCalled();
    await shell.user.click(shell.dialog.getByRole('button', { name: '取 消' }));
    expect(shell.onClose).toHaveBeenCalledTimes(1);
  });

  it('speaks English in English', async () => {
    const shell = renderDialog('en');
    expect(shell.dialog.getByText('Change password')).toBeTruthy();
    await shell.user.click(shell.dialog.getByRole('button', { name: 'Submit' }));
    expect(await shell.dialog.findByText('Please enter the old password!')).toBeTruthy();
    expect(shell.dialog.getByText('Please enter the new password!')).toBeTruthy();
  });
});
