/**
 * Asks before unsaved changes are lost (docs/domain/devtool.md): the browser's own prompt on reload or close, and a
 * confirm dialog on a navigation inside the app. The app's router is not a data router (src/app/router.tsx), so
 * react-router's useBlocker is not available: while the design is dirty, the router's navigator (the one every
 * link, menu, tab and `navigateTo` goes through) is wrapped to ask first. Navigations within this page (its own
 * query string) go through.
 */
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation, type Navigator } from 'react-router-dom';
import { guardLeaving } from '../../../../widgets/scan-box/leave-guard';

type To = Parameters<Navigator['push']>[0];

function pathnameOf(to: To, current: string): string {
  if (typeof to !== 'string') return to.pathname ?? current;
  return to.startsWith('?') || to.startsWith('#') ? current : new URL(to, `http://app${current}`).pathname;
}

/** While `dirty`, guards leaving the page; `confirm` asks the person and calls `leave` when they agree. */
export function useLeaveGuard(dirty: boolean, confirm: (leave: () => void) => void): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const confirmRef = useRef(confirm);
  confirmRef.current = confirm;
  useEffect(() => (dirty ? guardLeaving(window) : undefined), [dirty]);
  useEffect(() => {
    if (!dirty) return undefined;
    const nav = navigator as Navigator;
    const { push, replace } = nav;
    let restored = false;
    const restore = () => {
      if (restored) return;
      restored = true;
      nav.push = push;
      nav.replace = replace;
    };
    const guard = (go: Navigator['push']): Navigator['push'] => (to, state, options) => {
      if (pathnameOf(to, pathname) === pathname) return go.call(nav, to, state, options);
      confirmRef.current(() => {
        restore();
        go.call(nav, to, state, options);
      });
      return undefined;
    };
    nav.push = guard(push);
    nav.replace = guard(replace);
    return restore;
  }, [dirty, navigator, pathname]);
}
