import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import type { Language } from '../errors/catalogue';
import type { ServerContext } from './context';

/** One entry of a fixed option list, labelled in both languages; `label` is in the request's language. */
export interface NotificationOption {
  value: string;
  zh: string;
  en: string;
}

/** Notification types (spec 02 §3: fetched as a list; the values are our decision, see docs/api.md). */
export const NOTIFICATION_TYPES: readonly NotificationOption[] = [
  { value: 'announcement', zh: '系统公告', en: 'Announcement' },
  { value: 'business', zh: '业务通知', en: 'Business notice' },
  { value: 'maintenance', zh: '维护通知', en: 'Maintenance notice' },
];

/** Notification priorities, highest first. */
export const NOTIFICATION_PRIORITIES: readonly NotificationOption[] = [
  { value: 'high', zh: '高', en: 'High' },
  { value: 'normal', zh: '中', en: 'Normal' },
  { value: 'low', zh: '低', en: 'Low' },
];

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

  app.get(`${BASE}/queryNotificationType`, {
    schema: { tags: ['notification'], summary: 'Notification types: [{ value, label, zh, en }]', response: { 200: envelopeSchema({ type: 'array', items: optionSchema }) } },
  }, async (request) => ok(labelled(NOTIFICATION_TYPES, request.lang)));

  app.get(`${BASE}/queryNotificationPriority`, {
    schema: { tags: ['notification'], summary: 'Notification priorities, highest first: [{ value, label, zh, en }]', response: { 200: envelopeSchema({ type: 'array', items: optionSchema }) } },
  }, async (request) => ok(labelled(NOTIFICATION_PRIORITIES, request.lang)));
}

function labelled(options: readonly NotificationOption[], lang: Language): (NotificationOption & { label: string })[] {
  return options.map((option) => ({ ...option, label: option[lang] }));
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
