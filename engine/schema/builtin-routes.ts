/**
 * The routes the shell draws itself rather than from an entity schema (React-free, so scripts and the server can
 * read it; `src/pages/page-registry.tsx` maps the shell pages to their components and is checked against this list).
 */

/** Pages of the signed-in shell: src/pages/page-registry.tsx has exactly these keys. */
export const SHELL_PAGE_PATHS = ['/workbench', '/mynotification', '/profile/index'] as const;

/** A shell page's path. */
export type ShellPagePath = (typeof SHELL_PAGE_PATHS)[number];

/**
 * The developer tools' pages (docs/domain/devtool.md): built pages like the shell's, but opened through the menu like
 * any route (not always permitted). `/generatortemplate` and `/generatorform` are schema pages.
 */
export const TOOL_PAGE_PATHS = ['/formdesign', '/forwardgenerator', '/reversegenerator'] as const;

/** A developer tool page's path. */
export type ToolPagePath = (typeof TOOL_PAGE_PATHS)[number];

/** Pages reachable without a session, mounted by src/app/router.tsx (`/redirect/*` is the refresh trampoline). */
export const PUBLIC_PAGE_PATHS = ['/login', '/forgotpassword', '/register', '/auth-redirect', '/404', '/401', '/redirect/*'] as const;

/** Every built-in route: what `npm run routes:report` counts as `builtin`. */
export const BUILTIN_ROUTE_PATHS: readonly string[] = [...SHELL_PAGE_PATHS, ...TOOL_PAGE_PATHS, ...PUBLIC_PAGE_PATHS];
