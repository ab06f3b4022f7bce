import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

/** The browser app. `npm run dev` serves it with a proxy to the API server on API_PORT (default 8080). */
export default defineConfig({
  plugins: [react(), tinymceAssets(), lazyAntdImports(), axiosWithoutFetchAdapter()],
  resolve: {
    // antd's rc-* components import a ResizeObserver polyfill; the browsers the app supports all have it natively.
    alias: { 'resize-observer-polyfill': path.resolve('src/app/native-resize-observer.ts') },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself (a browser without it just does not preload).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every screen needs from node_modules (React, the router, i18next, jotai, axios) as one chunk: cached
            // across releases, and compressed better than the dozen small pieces it was split into.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|jotai|axios)[\\/]/, priority: 2 },
            // The rest of the first screen (the shell and the login page with the antd they draw) as the entry
            // chunk: rolldown would split it into 30-odd pieces by which later screens share them, and gzip
            // compresses one file 11 KB smaller than those pieces. Only what that code uses goes in (its
            // dependencies are not swept in with it: antd's button style imports the colour picker's presets,
            // which import Collapse).
            { name: 'app', tags: ['$initial'], priority: 1, includeDependenciesRecursively: false },
            // What the layout draws at first (its static imports, less what the first screen has), as one chunk for
            // the same reason: 121 KB in 16 pieces became 113 KB and five small ones.
            { name: staticClosureOf('layout', 'src/layout/MainLayout.tsx', ['src/main.ts']), debugName: 'layout', priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT || 8080}`, changeOrigin: true } },
  },
});

/**
 * The RichText widget's TinyMCE, self-hosted under `/tinymce/` (STACK.md: never from Tiny's cloud): the minified
 * script, theme, model, icons, skin CSS and every open-source plugin of node_modules/tinymce, plus its licence
 * notices. `vite build` emits them into the output folder (whatever `--outDir` says); `vite` serves them from
 * node_modules. Only the editor's own script asks for them, so no other page downloads any.
 */
export function tinymceAssets(packageDir = path.resolve('node_modules/tinymce')): Plugin {
  const wanted = (file: string) => ['tinymce.min.js', 'license.md', 'notices.txt'].includes(file)
    || (/^(themes|models|icons|skins|plugins)\//.test(file) && /\.min\.(js|css)$/.test(file));
  const files = () => (fs.readdirSync(packageDir, { recursive: true }) as string[]).map((file) => file.split(path.sep).join('/')).filter(wanted);
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };
  return {
    name: 'clearway:tinymce-assets',
    configureServer(server) {
      const known = new Set(files());
      server.middlewares.use('/tinymce', (request, response, next) => {
        const file = decodeURIComponent((request.url ?? '').split('?')[0]!.replace(/^\//, ''));
        if (!known.has(file)) return next();
        response.setHeader('Content-Type', `${types[path.extname(file)] ?? 'text/plain'}; charset=utf-8`);
        fs.createReadStream(path.join(packageDir, file)).pipe(response);
      });
    },
    generateBundle() {
      const found = files();
      if (!found.includes('tinymce.min.js')) this.error(`TinyMCE is missing from ${packageDir} (npm install)`);
      for (const file of found) this.emitFile({ type: 'asset', fileName: `tinymce/${file}`, source: fs.readFileSync(path.join(packageDir, file)) });
    },
  };
}

/** An antd component one antd module imports for a feature the app never draws, loaded only if it ever is. */
interface LazyAntdImport {
  /** The importing module (a path inside antd/es). */
  importer: RegExp;
  /** The import to replace, as written there. */
  source: string;
  /** The component's own module, fetched when first drawn. */
  target: string;
  why: string;
}

const LAZY_ANTD_IMPORTS: LazyAntdImport[] = [
  {
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    source: '../../../tree',
    target: 'antd/es/tree/index.js',
    why: "the table's column filters in tree mode (rc-tree, 10 KB gzipped on every list page); the engine's filters are a form above the table",
  },
  {
    importer: /antd[\\/]es[\\/]form[\\/]FormItemLabel\.js$/,
    source: '../tooltip',
    target: 'antd/es/tooltip/index.js',
    why: "a form label's `tooltip` (Tooltip and its trigger, 10 KB gzipped on the login page); no Form.Item of the app has one",
  },
];

/**
 * Gives the antd modules of LAZY_ANTD_IMPORTS a stand-in for the component they import, which loads it the first time
 * it is drawn (nothing is drawn meanwhile). Says so at build time when antd stops importing one that way.
 */
export function lazyAntdImports(given?: LazyAntdImport[]): Plugin {
  const prefix = '\0clearway:lazy-antd:';
  const replaced = new Set<number>();
  // Read when the build runs: the list is declared below the config that calls this.
  const rulesOf = () => given ?? LAZY_ANTD_IMPORTS;
  return {
    name: 'clearway:lazy-antd-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const index = rulesOf().findIndex((rule) => rule.source === source && !!importer && rule.importer.test(importer));
      if (index < 0) return null;
      replaced.add(index);
      return `${prefix}${index}`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const rule = rulesOf()[Number(id.slice(prefix.length))]!;
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        `const Component = lazy(() => import(${JSON.stringify(rule.target)}));`,
        'export default function LazyComponent(props) { return createElement(Suspense, { fallback: null }, createElement(Component, props)); }',
      ].join('\n');
    },
    buildEnd() {
      rulesOf().forEach((rule, index) => {
        if (!replaced.has(index)) this.warn(`antd no longer imports '${rule.source}' from ${rule.importer}: ${rule.why} is not made lazy`);
      });
    },
  };
}

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** Packages whose entry only re-exports, and which the app imports by name: `import { Button } from 'antd'`. */
const BARRELS: Record<string, RegExp> = { antd: /[\\/]antd[\\/]es[\\/]index\.js$/, '@ant-design/icons': /[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/ };

/**
 * A code-splitting group name function: `name` for every module the root module reaches through static imports (what
 * loads with it) and the modules in `after` do not (what loaded before it), others left to rolldown. Imports through
 * a barrel follow only the names imported (antd's index reaches every component; `import { Menu } from 'antd'`
 * reaches Menu). Computed once per build.
 */
function staticClosureOf(name: string, root: string, after: string[] = []): (id: string, ctx: ChunkingContext) => string | null {
  let reached: { ctx: ChunkingContext; ids: Set<string> } | undefined;
  return (id, ctx) => {
    if (reached?.ctx !== ctx) {
      const ids = closure(path.resolve(root), ctx);
      for (const earlier of after) for (const known of closure(path.resolve(earlier), ctx)) ids.delete(known);
      reached = { ctx, ids };
    }
    return reached.ids.has(id) ? name : null;
  };
}

function closure(root: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const exportsOf = new Map<string, Map<string, string[]>>();
  const stack = [root];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    for (const dep of info.importedIds) {
      const barrel = Object.entries(BARRELS).find(([, test]) => test.test(dep));
      if (!barrel) {
        stack.push(dep);
        continue;
      }
      const names = namesImported(info.code ?? '', barrel[0]);
      if (!names) stack.push(dep);
      else for (const name of names) stack.push(...resolveExport(ctx, dep, name, exportsOf));
    }
  }
  return seen;
}

/** The names a module imports from a package (`import { A, B as C } from 'pkg'`), or undefined for any other form. */
function namesImported(code: string, pkg: string): string[] | undefined {
  const quoted = `["']${pkg.replace(/[/@]/g, (c) => `\\${c}`)}["']`;
  if (new RegExp(`import\\s*\\*\\s*as\\s+\\w+\\s*from\\s*${quoted}|import\\s+\\w+\\s*(,|from)[^;]*${quoted}|import\\s*${quoted}`).test(code)) return undefined;
  const names: string[] = [];
  for (const match of code.matchAll(new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))) {
    for (const part of match[1]!.split(',')) {
      const imported = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
      if (imported) names.push(imported);
    }
  }
  return names;
}

/** The module that really defines `name` exported from a barrel (following `export { default as X } from` and `export *`). */
function resolveExport(ctx: ChunkingContext, barrel: string, name: string, cache: Map<string, Map<string, string[]>>): string[] {
  let table = cache.get(barrel);
  if (!table) {
    table = new Map();
    const info = ctx.getModuleInfo(barrel);
    const code = info?.code ?? '';
    const target = (spec: string) => {
      const base = path.resolve(path.dirname(barrel), spec);
      return info?.importedIds.find((id) => id === base || id === `${base}.js` || id === path.join(base, 'index.js'));
    };
    for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
      const to = target(match[2]!);
      if (!to) continue;
      for (const part of match[1]!.split(',')) {
        const exported = part.trim().split(/\s+as\s+/).pop()!.trim();
        if (exported) table.set(exported, [to]);
      }
    }
    const stars = [...code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)].map((m) => target(m[1]!)).filter((id): id is string => !!id);
    table.set('*', stars);
    cache.set(barrel, table);
  }
  const direct = table.get(name);
  if (direct) return direct;
  for (const star of table.get('*') ?? []) {
    const found = resolveExport(ctx, star, name, cache);
    if (found.length) return found;
  }
  return [barrel];
}

/**
 * axios picks the first adapter the platform has from ['xhr', 'http', 'fetch']; every browser has XMLHttpRequest, so
 * its fetch adapter (4 KB gzipped, on every screen) is never chosen. This gives axios's adapter list a fetch entry
 * that is never available. Says so at build time if axios stops importing it that way.
 */
export function axiosWithoutFetchAdapter(): Plugin {
  const virtualId = '\0clearway:axios-no-fetch';
  let replaced = false;
  return {
    name: 'clearway:axios-without-fetch-adapter',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source !== './fetch.js' || !importer || !/axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return null;
      replaced = true;
      return virtualId;
    },
    load(id) {
      return id === virtualId ? 'export const getFetch = () => null;\nexport default null;' : null;
    },
    buildEnd() {
      if (!replaced) this.warn("axios's adapters no longer import './fetch.js': its fetch adapter stays in the bundle");
    },
  };
}
