import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import { systemDictEntries, type SystemDictEntry } from '../services/system-dictionary';
import type { ServerContext } from './context';

/** A notification as the browser reads it; times are ISO 8601, `endTime` null when it never ends. */
export interface NotificationView {
  id: number;
  title: string;
  content: string;
  type: string;
  priority: string;
  publisher: string;
  startTime: string;
  endTime: string | null;
  createdAt: string;
}

interface PageQuery {
  currentPage: number;
  pageSize: number;
}

const BASE = '/api/notification/notification';

const optionSchema = {
  type: 'object',
  properties: { value: { type: 'string' }, label: { type: 'string' }, zh: { type: 'string' }, en: { type: 'string' } },
  required: ['value', 'label', 'zh', 'en'],
};

const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, title: { type: 'string' }, content: { type: 'string' }, type: { type: 'string' }, priority: { type: 'string' },
    publisher: { type: 'string' }, startTime: { type: 'string' }, endTime: { type: ['string', 'null'] }, createdAt: { type: 'string' },
  },
};

/**
 * The notification calls the browser's own pages use (spec 02 §7): the caller's current notifications, and the
 * fixed type and priority lists. The administration calls (query/add/update/delete) belong to the admin page.
 */
export function registerNotificationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Querystring: PageQuery }>(`${BASE}/queryMyNotification`, {
    schema: {
      tags: ['notification'],
      summary: "The caller's current notifications (start ≤ now ≤ end, or no end), newest first: { list, total, currentPage, pageSize }",
      querystring: {
        type: 'object',
        properties: { currentPage: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
      },
      response: {
        200: envelopeSchema({
          type: 'object',
          properties: { list: { type: 'array', items: notificationSchema }, total: { type: 'integer' }, currentPage: { type: 'integer' }, pageSize: { type: 'integer' } },
        }),
      },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { currentPage, pageSize } = request.query;
    return ok(await currentNotifications(request.db, user.tenantId, new Date(ctx.clock.now()), currentPage, pageSize));
  });

  // The lists are the system dictionaries' (sysdict types notificationType, notificationPriority): one source, which
  // the notification schema's x-ref validates against too.
  app.get(`${BASE}/queryNotificationType`, {
    schema: { tags: ['notification'], summary: 'Notification types (system dictionary notificationType): [{ value, label, zh, en }]', response: { 200: envelopeSchema({ type: 'array', items: optionSchema }) } },
  }, async (request) => {
    requireUser(request);
    return ok(options(await systemDictEntries(request.db, 'notificationType', request.lang)));
  });

  app.get(`${BASE}/queryNotificationPriority`, {
    schema: { tags: ['notification'], summary: 'Notification priorities, highest first (system dictionary notificationPriority): [{ value, label, zh, en }]', response: { 200: envelopeSchema({ type: 'array', items: optionSchema }) } },
  }, async (request) => {
    requireUser(request);
    return ok(options(await systemDictEntries(request.db, 'notificationPriority', request.lang)));
  });
}

function options(entries: SystemDictEntry[]) {
  return entries.map(({ value, label, zh, en }) => ({ value, label, zh, en }));
}

/** A page of the tenant's notifications that are current at `now`, newest start first. */
export async function currentNotifications(db: Db, tenantId: number, now: Date, currentPage: number, pageSize: number) {
  const current = db
    .selectFrom('sysNotification')
    .where('tenantId', '=', tenantId)
    .where('startTime', '<=', now)
    .where((eb) => eb.or([eb('endTime', 'is', null), eb('endTime', '>=', now)]));
  const { total } = await current.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await current
    .select(['id', 'title', 'content', 'type', 'priority', 'publisher', 'startTime', 'endTime', 'createdAt'])
    .orderBy('startTime', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  const list: NotificationView[] = rows.map((row) => ({
    ...row,
    startTime: iso(row.startTime)!,
    endTime: iso(row.endTime),
    createdAt: iso(row.createdAt)!,
  }));
  return { list, total: Number(total), currentPage, pageSize };
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
