import { useState, type MouseEvent } from 'react';
import { Dropdown } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { tagsViewAtom } from './tags-view-atoms';
import { nextViewAfterClose, type View } from './tags-view-state';

/** Tabs of visited pages (spec 01 §2): refresh, close, close others, close all, by buttons and right-click menu. */
export function TagsView() {
  const { t, i18n } = useTranslation();
  const [state, dispatch] = useAtom(tagsViewAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuFor, setMenuFor] = useState<string | undefined>();
  const title = (view: View) => (typeof view.title === 'string' ? view.title : i18n.language === 'zh' ? view.title.zh : view.title.en);

  const close = (view: View) => {
    if (view.affix) return;
    dispatch({ type: 'closeView', path: view.path });
    if (view.path === pathname) navigate(nextViewAfterClose(state, view.path));
  };
  const refresh = (view: View) => navigate(`/redirect${view.fullPath}`);
  const closeOthers = (view: View) => {
    dispatch({ type: 'closeOthers', view });
    if (view.path !== pathname) navigate(view.fullPath);
  };
  const closeAll = () => {
    dispatch({ type: 'closeAll' });
    const affixed = state.visited.find((v) => v.affix);
    navigate(affixed ? affixed.fullPath : '/');
  };
  // Choosing an item also closes the right-click menu (it is controlled, to know which tab it is for).
  const choose = (action: () => void) => () => {
    setMenuFor(undefined);
    action();
  };
  const items = (view: View) => [
    { key: 'refresh', label: t('layout.tags.refresh'), onClick: choose(() => refresh(view)) },
    { key: 'close', label: t('layout.tags.close'), disabled: !!view.affix, onClick: choose(() => close(view)) },
    { key: 'closeOthers', label: t('layout.tags.closeOthers'), onClick: choose(() => closeOthers(view)) },
    { key: 'closeAll', label: t('layout.tags.closeAll'), onClick: choose(closeAll) },
  ];
  return (
    <nav className="cw-tags" aria-label={t('layout.tags.label')} data-testid="tags-view">
      {/* The mouse wheel scrolls the tabs sideways (a wheel has no sideways motion of its own). */}
      <div className="cw-tags-scroll" data-testid="tags-scroll" onWheel={(event) => {
        if (event.deltaX === 0 && event.deltaY !== 0) event.currentTarget.scrollLeft += event.deltaY;
      }}>
        {state.visited.map((view) => (
          <Dropdown key={view.path} menu={{ items: items(view) }} trigger={['contextMenu']} open={menuFor === view.path} onOpenChange={(open) => setMenuFor(open ? view.path : undefined)}>
            <a
              className={view.path === pathname ? 'cw-tag cw-tag-active' : 'cw-tag'}
              href={view.fullPath}
              data-path={view.path}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                navigate(view.fullPath);
              }}
              onAuxClick={(event: MouseEvent) => {
                if (event.button === 1) close(view);
              }}
            >
              {title(view)}
              {!view.affix && (
                <CloseOutlined
                  className="cw-tag-close"
                  aria-label={t('layout.tags.close')}
                  onClick={(event) => {
                    event.preventDefault();
                    event.stopPropagation();
                    close(view);
                  }}
                />
              )}
            </a>
          </Dropdown>
        ))}
      </div>
      <Dropdown menu={{ items: items(state.visited.find((v) => v.path === pathname) ?? state.visited[0] ?? { path: '/', fullPath: '/', title: '', name: '' }) }} trigger={['click']}>
        <button type="button" className="cw-tags-actions" aria-label={t('layout.tags.actions')} data-testid="tags-actions">⋯</button>
      </Dropdown>
    </nav>
  );
}
