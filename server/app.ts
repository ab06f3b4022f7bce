import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { loadEntityFiles, loadQidFiles } from '../schemas/load-entity-files';
import type { Clock } from './clock';
import { entitySchemaDirs, type Config } from './config';
import type { Db } from './db/database';
import { requestLanguage } from './http/language';
import { registerAuthentication } from './plugins/authentication';
import { registerUrlPermissions } from './plugins/url-permissions';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { RequestLog } from './plugins/request-log';
import { registerRequestTransaction } from './plugins/transaction';
import { QidRegistry } from './qid/registry';
import { registerAccountRoutes } from './routes/account';
import { registerClearwayRoutes } from './routes/clearway';
import { registerClientConfigRoute } from './routes/client-config';
import { registerEmbeddedPageRoute } from './routes/embedded-page';
import { SWAGGER_SIGN_IN_SCRIPT } from './http/swagger-sign-in';
import type { ServerContext } from './routes/context';
import { registerDataQueryRoutes } from './routes/data-query';
import { registerFileRoutes } from './routes/files';
import { registerLanguageRoutes } from './routes/language';
import { registerNotificationRoutes } from './routes/notification';
import { registerSysDictRoutes } from './routes/sysdict';
import { registerOauthToken } from './routes/oauth-token';
import { registerSessionRoutes } from './routes/session';
import { registerProfileRoutes } from './routes/profile';
import { registerWmsLinkRoute } from './routes/wms-link';
import { registerBaseDataQueryRoutes } from './routes/base-data-queries';
import { registerMqRoutes } from './routes/mq-routes';
import { registerScanRecordRoutes } from './routes/scan-records';
import { registerTrajectoryRoutes } from './routes/trajectory';
import { registerCarrierEventRoutes } from './routes/carrier-events';
import { registerCustomsReceiptRoutes } from './routes/customs-receipts';
import { customsReceiptDeps, startCustomsPlatform } from './customs/start-customs-platform';
import type { SimulatorSettings } from './customs/simulator/simulator-settings';
import { registerBaseAuthorityQueries } from './routes/base-authority-queries';
import { AccessTokens } from './services/access-token';
import { FileStore } from './services/file-store';
import { ImageCaptchas } from './services/image-captcha';
import { OutboxSender, type MessageSender } from './services/message-sender';
import { Sessions } from './services/sessions';
import { SmsCodes } from './services/sms-codes';
import { installServerHtmlPurifier } from './services/html-purifier';
import { loadSigningKey } from './services/signing-key';
import { UPLOAD_LIMIT_BYTES } from './services/file-store';
import { createPasswordCipher } from '../engine/security/password-cipher';
import { loadEntityRegistry, type EntityRegistry } from './entity/entity-registry';
import { migrateEntityTables } from './entity/migrate-entity-tables';
import { swapDerivedQids } from './entity/derived-qids';
import { SchemaReloader } from './entity/schema-reloader';
import { registerSchemaRoutes } from './routes/schema-routes';
import { registerDashboardRoutes } from './routes/dashboard-routes';
import { registerEntityEngine } from './entity/entity-plugin';
import { withEntityPaths } from './entity/endpoint-openapi';
import { registerSchemaOverrideRoutes } from './overrides/override-routes';
import { registerDevtoolRoutes } from './devtool/index';
import { entityServiceFor } from './entity/entity-service-for';
import { registerEntityJobHandlers } from './jobs/entity-jobs';
import { registerJobRoutes } from './jobs/job-routes';
import { JobHandlers, JobWorker } from './jobs/job-worker';
import './http/request-context';

export interface AppOptions {
  config: Config;
  db: Db;
  clock: Clock;
  /** Replaces the built-in outbox sender (a real SMS/e-mail gateway). */
  sender?: MessageSender;
  logger?: boolean | object;
  /**
   * Fixed entities to serve (tests add throwaway ones); then nothing is reloaded. By default the entity schema files
   * of the schema folders (config.ts `entitySchemaDirs`) are read, their tables migrated, and reloaded on change.
   */
  entities?: EntityRegistry;
  /**
   * What `db` is (openDatabase's `kind`). 'pglite' is this process's alone, so at start the job worker fails every
   * task an earlier process left running; otherwise (default) only those whose heartbeat has stopped (docs/operations.md).
   */
  databaseKind?: 'pglite' | 'postgres';
  /** The in-process declaration-platform simulator's settings (tests give short steps); default from the environment. */
  customsSimulator?: SimulatorSettings;
}

/** Builds the API server: plugins, then every route family, then the browser app. Nothing listens yet. */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; ctx: ServerContext }> {
  const { config, db, clock } = options;
  installServerHtmlPurifier();
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLog(),
    trustProxy: true,
    bodyLimit: UPLOAD_LIMIT_BYTES + 1024 * 1024,
    ajv: { customOptions: { allErrors: true, allowUnionTypes: true, coerceTypes: 'array', useDefaults: true, removeAdditional: false } },
    // Failures before a route is found answer in the product's envelope too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  const tokens = new AccessTokens(await loadSigningKey(db, config.secret), clock);
  const sender = options.sender ?? new OutboxSender(clock, app.log);
  const files = new FileStore(path.join(config.dataDir, 'files'), clock);
  const jobHandlers = new JobHandlers();
  const schemaDirs = entitySchemaDirs(config);
  const qidFiles = loadQidFiles(schemaDirs);
  const entities = options.entities ?? loadEntityRegistry(loadEntityFiles(schemaDirs), qidFiles);
  // The installation's own folder may add entities the start-up migration (repository schemas) did not see.
  if (!options.entities) await migrateEntityTables(db, entities.stored());
  const ctx: ServerContext = {
    config, db, clock, tokens, sender, jobHandlers,
    jobs: new JobWorker({ db, clock, files, handlers: jobHandlers, log: app.log, exclusive: options.databaseKind === 'pglite' }),
    sessions: new Sessions(clock, tokens),
    captchas: new ImageCaptchas(clock),
    smsCodes: new SmsCodes(clock, sender),
    qids: new QidRegistry(qidFiles),
    files,
    passwordCipher: createPasswordCipher(config.passwordAes),
    entities,
  };
  if (!options.entities) {
    ctx.schemaReloader = new SchemaReloader({
      dirs: schemaDirs, db, log: app.log, now: () => new Date(clock.now()),
      current: () => ctx.entities,
      swap: (next, previous) => {
        swapDerivedQids(ctx.qids, previous, next);
        ctx.entities = next;
      },
    });
    if (config.schemaWatch) ctx.schemaReloader.watch();
    app.addHook('onClose', async () => ctx.schemaReloader?.close());
  }

  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = requestLanguage(request.headers);
    done();
  });
  registerErrorHandler(app);
  registerRequestTransaction(app, db);
  registerAuthentication(app, { db, tokens, clock });
  registerUrlPermissions(app, ctx);
  // Public routes need no token: say so in the OpenAPI document.
  app.addHook('onRoute', (route) => {
    if (route.config?.public && route.schema) route.schema = { ...route.schema, security: [] } as typeof route.schema;
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Clearway API', version: '0.1.0', description: 'The contract of spec 01/02 §7 as built. Replies are { code, message, status, data }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  // Entity calls are served by the entity router's catch-all routes: their paths come from the registry served now.
  await app.register(swaggerUi, {
    routePrefix: '/api/clearway/docs', uiConfig: { docExpansion: 'list', persistAuthorization: true },
    theme: { js: [{ filename: 'sign-in.js', content: SWAGGER_SIGN_IN_SCRIPT }] },
    transformSpecification: (document) => withEntityPaths(document, ctx.entities),
  });
  app.get('/api/clearway/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => withEntityPaths(app.swagger(), ctx.entities));

  registerOauthToken(app, ctx);
  registerAccountRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerDataQueryRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerLanguageRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerSysDictRoutes(app);
  registerWmsLinkRoute(app, ctx);
  registerBaseDataQueryRoutes(app, ctx);
  registerMqRoutes(app, ctx);
  registerScanRecordRoutes(app, ctx);
  registerTrajectoryRoutes(app, ctx);
  registerCarrierEventRoutes(app, ctx);
  const receiptDeps = customsReceiptDeps(ctx);
  registerCustomsReceiptRoutes(app, ctx, () => receiptDeps);
  // Declarations leave through the outbox once the server is ready; the platform stops with it.
  app.addHook('onReady', async () => {
    ctx.customsPlatform = startCustomsPlatform(ctx, app.log, options.customsSimulator);
  });
  app.addHook('onClose', async () => ctx.customsPlatform?.stop());
  registerBaseAuthorityQueries(app, ctx);
  registerClearwayRoutes(app, ctx);
  registerClientConfigRoute(app, ctx);
  registerEmbeddedPageRoute(app, ctx);
  registerEntityEngine(app, ctx);
  // Export and import tasks: at start the worker fails tasks interrupted by a stopped process, then polls every
  // 500 ms and is kicked after each enqueue; stopped on close.
  registerEntityJobHandlers(jobHandlers, ctx, entityServiceFor(ctx));
  registerJobRoutes(app, ctx);
  app.addHook('onReady', async () => ctx.jobs.start());
  app.addHook('onClose', async () => ctx.jobs.stop());
  registerSchemaOverrideRoutes(app, ctx);
  registerDevtoolRoutes(app, ctx);
  registerSchemaRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  await registerBrowserApp(app, config.staticDir);
  return { app, ctx };
}

/** Serves the built browser app; any non-API path falls back to index.html (client-side routes). */
async function registerBrowserApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const index = path.join(staticDir, 'index.html');
  if (!fs.existsSync(index)) return;
  await app.register(fastifyStatic, { root: staticDir, prefix: '/', wildcard: false, index: ['index.html'] });
  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.callNotFound();
    }
    return reply.type('text/html').send(fs.createReadStream(index));
  });
}
