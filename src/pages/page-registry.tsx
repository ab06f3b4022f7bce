import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The built pages that are not schema pages, by route path. A catalogue route with no page here (and, later, no
 * schema) shows the "not built yet" page.
 */
export const builtPages: Record<string, LazyExoticComponent<ComponentType>> = {
  '/workbench': lazy(() => import('./workbench/WorkbenchPage')),
  '/mynotification': lazy(() => import('./my-notification/MyNotificationPage')),
  '/profile/index': lazy(() => import('./profile/ProfilePage')),
};

/** Routes every signed-in user may open, whatever their menu grants (the shell's own pages). */
export const ALWAYS_PERMITTED = new Set(['/', '/workbench', '/mynotification', '/profile/index']);
