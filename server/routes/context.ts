import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { AccessTokens } from '../services/access-token';
import type { ImageCaptchas } from '../services/image-captcha';
import type { MessageSender } from '../services/message-sender';
import type { Sessions } from '../services/sessions';
import type { SmsCodes } from '../services/sms-codes';
import type { QidRegistry } from '../qid/registry';
import type { FileStore } from '../services/file-store';
import type { PasswordCipher } from '../../engine/security/password-cipher';
import type { EntityRegistry } from '../entity/entity-registry';
import type { SchemaReloader } from '../entity/schema-reloader';
import type { JobHandlers, JobWorker } from '../jobs/job-worker';
import type { CustomsPlatformRuntime } from '../customs/start-customs-platform';

/** What route modules are given: the services, built once in app.ts. */
export interface ServerContext {
  config: Config;
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  sessions: Sessions;
  captchas: ImageCaptchas;
  smsCodes: SmsCodes;
  sender: MessageSender;
  qids: QidRegistry;
  files: FileStore;
  /** The AES password helper (off unless configured). */
  passwordCipher: PasswordCipher;
  /**
   * The entity schemas the server serves (the schema engine). Replaced whole when the schema folders are reloaded
   * (server/entity/schema-reloader.ts): read `ctx.entities` at request time, never keep a copy taken at start.
   */
  entities: EntityRegistry;
  /** Reloads the schema folders into `entities` (absent when the app was given fixed entities, as some tests do). */
  schemaReloader?: SchemaReloader;
  /** This process's job worker (export and import tasks; server/jobs/). */
  jobs: JobWorker;
  /** The job handlers by task type; the worker runs what they register. */
  jobHandlers: JobHandlers;
  /** The declaration platform and its outbox (server/customs/), started when the server is ready. */
  customsPlatform?: CustomsPlatformRuntime;
}
