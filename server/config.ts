import path from 'node:path';
import { REPOSITORY_SCHEMA_DIR } from '../schemas/load-entity-files';

/** Runtime configuration, read once from the environment (documented in docs/operations.md). */
export interface Config {
  port: number;
  host: string;
  /** Embedded database and uploaded files live here. */
  dataDir: string;
  /** When set, PostgreSQL at this URL replaces the embedded PGlite. */
  databaseUrl?: string;
  /** Signing key for tokens; when absent one is generated and stored in the database on first start. */
  secret?: string;
  /** Base URL of the external warehouse system (getWmsLoginUrl). */
  wmsUrl?: string;
  /** The warehouse system's message interface (MQ messages, server/mq/); absent: the built-in simulated one. */
  wmsApiUrl?: string;
  production: boolean;
  /**
   * The development peeks (the SMS/e-mail outbox and captcha answers under /api/clearway/dev/): on only with
   * CLEARWAY_DEV_TOOLS=1 (`npm run dev`, the tests), never in production. Off, they do not exist (404), since they
   * hand anyone the codes that guard logins and password resets.
   */
  devTools: boolean;
  /** Require a verified image captcha (randomId) on the password grant. */
  loginCaptchaRequired: boolean;
  /** Key and IV of the AES password helper (spec 01 §9); both or neither. */
  passwordAes?: { key: string; iv: string };
  /** Where the built browser app is served from. */
  staticDir: string;
  /** Origins (besides the app's own) whose parent windows may send preview messages (spec 01 §2 item 4). */
  previewOrigins: string[];
  /**
   * The installation's own entity schemas, `<dir>/<area>/*.json` beside the repository's `schemas/` (and qids in
   * `<dir>/queries/`): CLEARWAY_SCHEMA_DIR, else `<dataDir>/schemas` (see {@link entitySchemaDirs}).
   */
  schemaDir?: string;
  /**
   * Where the developer tools write new schema files in development mode (the forward generator):
   * CLEARWAY_GENERATOR_DIR (`npm run dev` sets the repository's `schemas/`), else the installation's schema folder.
   */
  generatorDir: string;
  /** Reload the schema folders when a file in them changes (CLEARWAY_SCHEMA_WATCH=0 turns it off). */
  schemaWatch: boolean;
  /**
   * Addresses of the tools shown inside the app on the monitor routes (/grafana, /sentinel, …), by route name in
   * lower case: `CLEARWAY_MONITOR_<NAME>_URL` (docs/operations.md, "Monitor pages").
   */
  monitorUrls: Record<string, string>;
  /**
   * The shared secret last-mile carriers sign their pushes with (POST /api/clearway/carrier-events):
   * CLEARWAY_CARRIER_SECRET, in development {@link DEV_CARRIER_SECRET}; in production unset means every push is refused.
   */
  carrierSecret?: string;
  /** The carrier feed started with the server (server/carriers/): CLEARWAY_CARRIER_FEED `simulator` (default) or `off`. */
  carrierFeed: { kind: 'simulator' | 'off'; intervalMs: number; failureShare: number };
  /** The declaration platform (server/customs/; docs/operations.md "Declaration platform"). */
  customs: CustomsPlatformConfig;
}

/**
 * Where declarations go: CLEARWAY_CUSTOMS_PLATFORM `simulator` (default: the simulator inside this process), an
 * `http(s)://` address (a platform reached over HTTP, e.g. `npm run customs-simulator`), or `off` (messages wait in
 * the outbox). The simulator's own settings are read by it (server/customs/simulator/simulator-settings.ts).
 */
export interface CustomsPlatformConfig {
  platform: 'simulator' | 'off' | string;
  /** Signs receipts pushed to POST /api/clearway/customs/receipts (HMAC-SHA256, header x-customs-signature). */
  secret?: string;
  /** How often the outbox looks for messages to send (it is also woken by each declaration). */
  outboxIntervalMs: number;
}

/** The platform's shared secret when CLEARWAY_CUSTOMS_SECRET is not set, outside production (docs/operations.md). */
export const DEV_CUSTOMS_SECRET = 'clearway-dev-customs-secret';

/** The carriers' shared secret when CLEARWAY_CARRIER_SECRET is not set, outside production (docs/operations.md). */
export const DEV_CARRIER_SECRET = 'clearway-dev-carrier-secret';

/** The environment variable that holds a monitor route's address: `elk` → `CLEARWAY_MONITOR_ELK_URL`. */
export function monitorUrlVariable(routeName: string): string {
  return `CLEARWAY_MONITOR_${routeName.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}_URL`;
}

/** Every `CLEARWAY_MONITOR_<NAME>_URL` that is set, by `<name>` in lower case. */
export function readMonitorUrls(env: NodeJS.ProcessEnv): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const name = /^CLEARWAY_MONITOR_([A-Z0-9_]+)_URL$/.exec(key)?.[1];
    if (name && value?.trim()) urls[name.toLowerCase()] = value.trim();
  }
  return urls;
}

/** The folders the entity schemas are read from: the repository's `schemas/`, then the installation's own. */
export function entitySchemaDirs(config: Pick<Config, 'schemaDir' | 'dataDir'>): string[] {
  return [REPOSITORY_SCHEMA_DIR, config.schemaDir ?? path.join(config.dataDir, 'schemas')];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.CLEARWAY_DATA_DIR || './data');
  const production = env.NODE_ENV === 'production';
  const devTools = env.CLEARWAY_DEV_TOOLS === '1';
  if (production && devTools) throw new Error('CLEARWAY_DEV_TOOLS=1 exposes login codes and captcha answers: it cannot be used with NODE_ENV=production');
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    secret: env.CLEARWAY_SECRET || undefined,
    wmsUrl: env.CLEARWAY_WMS_URL || undefined,
    wmsApiUrl: env.CLEARWAY_WMS_API_URL || undefined,
    production,
    devTools,
    loginCaptchaRequired: env.CLEARWAY_LOGIN_CAPTCHA === 'required',
    passwordAes: env.CLEARWAY_PASSWORD_AES_KEY && env.CLEARWAY_PASSWORD_AES_IV ? { key: env.CLEARWAY_PASSWORD_AES_KEY, iv: env.CLEARWAY_PASSWORD_AES_IV } : undefined,
    staticDir: path.resolve(env.CLEARWAY_STATIC_DIR || './dist'),
    previewOrigins: (env.CLEARWAY_PREVIEW_ORIGINS || '').split(/[\s,]+/).filter(Boolean),
    schemaDir: env.CLEARWAY_SCHEMA_DIR ? path.resolve(env.CLEARWAY_SCHEMA_DIR) : undefined,
    generatorDir: path.resolve(env.CLEARWAY_GENERATOR_DIR || env.CLEARWAY_SCHEMA_DIR || path.join(dataDir, 'schemas')),
    schemaWatch: env.CLEARWAY_SCHEMA_WATCH !== '0',
    monitorUrls: readMonitorUrls(env),
    carrierSecret: env.CLEARWAY_CARRIER_SECRET || (production ? undefined : DEV_CARRIER_SECRET),
    carrierFeed: {
      kind: env.CLEARWAY_CARRIER_FEED === 'off' ? 'off' : 'simulator',
      intervalMs: Math.max(100, Number(env.CLEARWAY_CARRIER_FEED_INTERVAL_MS) || 5000),
      failureShare: Math.min(1, Math.max(0, Number(env.CLEARWAY_CARRIER_FAILURE_SHARE ?? 0.1) || 0)),
    },
    customs: {
      platform: env.CLEARWAY_CUSTOMS_PLATFORM || 'simulator',
      secret: env.CLEARWAY_CUSTOMS_SECRET || (production ? undefined : DEV_CUSTOMS_SECRET),
      outboxIntervalMs: Math.max(50, Number(env.CLEARWAY_CUSTOMS_OUTBOX_INTERVAL_MS) || 1000),
    },
  };
}
