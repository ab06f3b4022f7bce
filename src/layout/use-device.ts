import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtom, useSetAtom } from 'jotai';
import { deviceAtom, sidebarOpenedAtom } from './settings/settings-atoms';
import { MOBILE_BREAKPOINT_PX } from './settings/settings-model';

/** Spec 01 §2: below 992 px the layout is mobile; there the sidebar closes after every route change. */
export function useDevice(): void {
  const [device, setDevice] = useAtom(deviceAtom);
  const setOpened = useSetAtom(sidebarOpenedAtom);
  const { pathname } = useLocation();
  useEffect(() => {
    const update = () => {
      const mobile = window.innerWidth < MOBILE_BREAKPOINT_PX;
      setDevice(mobile ? 'mobile' : 'desktop');
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setDevice]);
  useEffect(() => {
    if (device === 'mobile') setOpened(false);
  }, [device, pathname, setOpened]);
}
