import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { transformSync } from 'esbuild';
import { build, type Plugin } from 'vite';

/**
 * Which modules land in which chunk, and what they weigh: builds the app into a temporary folder (dist/ is left
 * alone) and prints each JavaScript chunk with its gzipped size, the chunks it imports and its biggest modules.
 *
 *   npx tsx scripts/bench/bundle-modules.ts [name-filter] [--modules=N]
 *   npx tsx scripts/bench/bundle-modules.ts --closure=index,LoginPage [--list]
 *
 * `--closure` takes chunk names (the part before the hash; `index` is the entry) and lists what those chunks and
 * everything they import statically weigh by package (each package's modules minified and gzipped together: an
 * estimate, since gzip shares nothing across packages here); `--list` adds every module of them. A helper for `npm run bench:bundle`, which says what
 * each screen loads; this says why.
 */
const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const filter = args.find((a) => !a.startsWith('--')) ?? '';
const topModules = Number(option('modules') ?? 12);
const closureRoots = option('closure')?.split(',');

interface ChunkReport { file: string; name: string; gzip: number; imports: string[]; modules: Array<{ id: string; length: number; code: string }> }

const shortId = (id: string) => id.replace(/^.*node_modules\//, '~/').replace(`${process.cwd()}/`, '');
/** `~/antd/es/input/Input.js` → `antd/es/input`; `~/react-dom/...` → `react-dom`; app code → its folder. */
function groupOf(id: string): string {
  if (!id.startsWith('~/')) return path.dirname(id);
  const parts = id.slice(2).split('/');
  const name = parts[0]!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return name === 'antd' ? parts.slice(0, 3).join('/') : name;
}

function report(out: ChunkReport[]): Plugin {
  return {
    name: 'clearway:bundle-modules',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules = Object.entries(chunk.modules).map(([id, m]) => ({ id: shortId(id), length: m.renderedLength, code: m.code ?? '' }));
        out.push({ file: chunk.fileName, name: chunk.name, gzip: zlib.gzipSync(chunk.code, { level: 9 }).length, imports: chunk.imports, modules: modules.sort((a, b) => b.length - a.length) });
      }
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printClosure(chunks: ChunkReport[], roots: string[]): void {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const seen = new Set<string>();
  const visit = (chunk: ChunkReport) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const file of chunk.imports) if (byFile.has(file)) visit(byFile.get(file)!);
  };
  for (const root of roots) {
    const found = chunks.filter((c) => c.name === root);
    if (!found.length) throw new Error(`no chunk named ${root}`);
    found.forEach(visit);
  }
  const set = [...seen].map((file) => byFile.get(file)!);
  console.log(`${roots.join(' + ')}: ${set.length} chunks, ${kb(set.reduce((sum, c) => sum + c.gzip, 0))} gzipped`);
  const groups = new Map<string, string[]>();
  for (const chunk of set) for (const m of chunk.modules) groups.set(groupOf(m.id), [...(groups.get(groupOf(m.id)) ?? []), m.code]);
  const sized = [...groups].map(([group, codes]) => {
    const minified = transformSync(codes.join('\n;\n'), { minify: true, loader: 'js', format: 'esm' }).code;
    return { group, gzip: zlib.gzipSync(minified, { level: 9 }).length };
  });
  for (const { group, gzip } of sized.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(gzip).padStart(9)}  ${group}`);
  if (!args.includes('--list')) return;
  console.log('modules (rendered size, before minifying):');
  const modules = set.flatMap((chunk) => chunk.modules.map((m) => ({ ...m, file: chunk.file })));
  for (const m of modules.sort((a, b) => b.length - a.length)) console.log(`  ${kb(m.length).padStart(9)}  ${m.id}  (${m.file})`);
}

async function main(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearway-modules-'));
  const chunks: ChunkReport[] = [];
  try {
    await build({ logLevel: 'warn', plugins: [report(chunks)], build: { outDir, emptyOutDir: true } });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  if (closureRoots) return printClosure(chunks, closureRoots);
  for (const chunk of chunks.filter((c) => c.file.includes(filter)).sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${chunk.file}  ${kb(chunk.gzip)} gzipped`);
    if (chunk.imports.length) console.log(`  imports: ${chunk.imports.join(' ')}`);
    for (const m of chunk.modules.slice(0, topModules)) console.log(`    ${kb(m.length).padStart(9)}  ${m.id}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
