// @vitest-environment jsdom
import { App, Button } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { currentUserAtom, menuAuthorityAtom } from '../session/session-atoms';
import { fakeMenuEntry, fakeUser, renderShell } from './render-shell';

function Probe() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const authority = useAtomValue(menuAuthorityAtom);
  return (
    <div>
      <p>{t('common.cancel')}</p>
      <p>{user?.nickname ?? 'nobody'}</p>
      <p>{authority?.menu.map((entry) => entry.meta.title?.en).join(',') ?? 'no menu'}</p>
      <Button onClick={() => void message.info('hello')}>toast</Button>
      <Button onClick={() => navigate('/next?x=1')}>go</Button>
    </div>
  );
}

describe('renderShell', () => {
  it('renders in the language, at the path, with a fresh store and antd App', async () => {
    const shell = renderShell(<Probe />, { language: 'en', path: '/start' });
    expect(screen.getByText('Cancel')).toBeTruthy();
    expect(screen.getByText('nobody')).toBeTruthy();
    expect(screen.getByText('no menu')).toBeTruthy();
    expect(shell.currentPath()).toBe('/start');
    await shell.user.click(screen.getByRole('button', { name: 'go' }));
    expect(shell.currentPath()).toBe('/next?x=1');
    await shell.user.click(screen.getByRole('button', { name: 'toast' }));
    expect(await screen.findByText('hello')).toBeTruthy();
  });

  it('signs a user in with a menu, in Chinese by default', () => {
    const shell = renderShell(<Probe />, { user: fakeUser({ nickname: '小王' }), menu: [fakeMenuEntry('/a', { zh: '甲', en: 'Alpha' }), fakeMenuEntry('/b')] });
    expect(screen.getByText('取消')).toBeTruthy();
    expect(screen.getByText('小王')).toBeTruthy();
    expect(screen.getByText('Alpha,/b')).toBeTruthy();
    expect(shell.store.get(currentUserAtom)?.nickname).toBe('小王');
  });
});
