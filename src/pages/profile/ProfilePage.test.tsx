// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { fakeUser, renderShell } from '../../test/render-shell';
import ProfilePage from './ProfilePage';

/** The value cell next to a label of the details table. */
function valueOf(label: string): string {
  const labelCell = screen.getByText(label).closest('th, td, .ant-descriptions-item-label')!;
  return labelCell.nextElementSibling?.textContent ?? '';
}

describe('ProfilePage', () => {
  it("shows the signed-in user's details with the phone masked", () => {
    renderShell(<ProfilePage />, {
      path: '/profile/index',
      user: fakeUser({
        name: 'operator1',
        nickname: '操作员一',
        tenantName: '演示租户',
        tenantCode: 'T001',
        roles: ['ROLE_OPERATOR', 'ROLE_FINANCE'],
        ownerSiteName: '深圳站',
        ownerSiteCode: '755001',
        customerName: '示例客户',
        customerCode: 'C001',
        phone: '13812345678',
        email: 'operator1@example.com',
        subjectName: '深圳主体',
        subjectId: 'S01',
      }),
    });
    expect(screen.getByText('个人中心')).toBeTruthy();
    expect(valueOf('用户名')).toBe('operator1');
    expect(valueOf('昵称')).toBe('操作员一');
    expect(valueOf('租户')).toBe('演示租户 (T001)');
    expect(valueOf('角色')).toBe('ROLE_OPERATORROLE_FINANCE');
    expect(valueOf('站点')).toBe('深圳站 (755001)');
    expect(valueOf('客户')).toBe('示例客户 (C001)');
    expect(valueOf('手机号')).toBe('138****5678');
    expect(screen.queryByText('13812345678')).toBeNull();
    expect(valueOf('邮箱')).toBe('operator1@example.com');
    expect(valueOf('核算主体')).toBe('深圳主体 (S01)');
  });

  it('shows a dash for what the user does not have, in English', () => {
    renderShell(<ProfilePage />, { language: 'en', user: fakeUser({ customerName: null, customerCode: null, phone: '', email: '' }) });
    expect(screen.getByText('Profile')).toBeTruthy();
    expect(valueOf('Customer')).toBe('-');
    expect(valueOf('Mobile')).toBe('-');
    expect(valueOf('E-mail')).toBe('-');
  });

  it('opens the change-password dialog', async () => {
    const shell = renderShell(<ProfilePage />, { user: fakeUser() });
    await shell.user.click(screen.getByTestId('profile-change-password'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('修改密码')).toBeTruthy();
    expect(within(dialog).getByLabelText('原密码')).toBeTruthy();
  });
});
