import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** The browser app. `npm run dev` serves it with a proxy to the API server on API_PORT (default 8080). */
export default defineConfig({
  plugins: [react(), tinymceAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every screen needs from node_modules (React, the router, i18next, jotai) as one chunk: cached
            // across releases, and compressed better than the dozen small pieces it was split into.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|jotai)[\\/]/, priority: 2 },
            // The rest of the first screen (the shell and the login page with the antd they draw) as the entry
            // chunk: rolldown would split it into 30-odd pieces by which later screens share them, and gzip
            // compresses one file 11 KB smaller than those pieces. Only what that code uses goes in (its
            // dependencies are not swept in with it: antd's button style imports the colour picker's presets,
            // which import Collapse).
            { name: 'app', tags: ['$initial'], priority: 1, includeDependenciesRecursively: false },
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
