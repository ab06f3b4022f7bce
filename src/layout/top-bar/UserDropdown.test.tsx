// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { sessionService } from '../../session/session-service';
import { fakeUser, renderShell } from '../../test/render-shell';
import { UserDropdown } from './UserDropdown';

function renderDropdown(language: 'zh' | 'en' = 'zh') {
  return renderShell(<UserDropdown />, { language, user: fakeUser({ nickname: '操作员一' }), path: '/orderList' });
}

async function choose(shell: ReturnType<typeof renderShell>, item: string) {
  await shell.user.click(screen.getByTestId('user-dropdown'));
  await shell.user.click(await screen.findByRole('menuitem', { name: new RegExp(item) }));
}

describe('UserDropdown', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the user's nickname and lists profile, change password, home and log out", async () => {
    const shell = renderDropdown();
    expect(within(screen.getByTestId('user-dropdown')).getByText('操作员一')).toBeTruthy();
    await shell.user.click(screen.getByTestId('user-dropdown'));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['个人中心', '修改密码', '首页', '退出登录']);
  });

  it('opens the profile page', async () => {
    const shell = renderDropdown();
    await choose(shell, '个人中心');
    expect(shell.currentPath()).toBe('/profile/index');
  });

  it('goes home', async () => {
    const shell = renderDropdown();
    await choose(shell, '首页');
    expect(shell.currentPath()).toBe('/');
  });

  it('opens the change-password dialog', async () => {
    const shell = renderDropdown('en');
    await choose(shell, 'Change password');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change password')).toBeTruthy();
    expect(within(dialog).getByLabelText('Old password')).toBeTruthy();
  });

  it('logs out, then goes to the login page', async () => {
    let finish: () => void = () => undefined;
    const logout = vi.spyOn(sessionService, 'logout').mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const shell = renderDropdown();
    await choose(shell, '退出登录');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(shell.currentPath()).toBe('/orderList');
    finish();
    await waitFor(() => expect(shell.currentPath()).toBe('/login'));
  });
});
