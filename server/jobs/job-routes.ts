import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { envelopeSchema, ok } from '../http/envelope';
import { requireUser } from '../http/request-context';
import { requireExport, requireWrite } from '../entity/entity-permissions';
import { mayReadFile } from '../services/file-access';
import { exportQuery } from '../entity/export/entity-rows';
import type { ServerContext } from '../routes/context';
import { ENTITY_TASK_PREFIX, entityOfTask } from './entity-jobs';
import { requeueFailedJob } from './job-recovery';
import { enqueueJob } from './job-worker';

const EXPORT_CREATED = { zh: '导出任务已创建', en: 'Export task created' };
const IMPORT_CREATED = { zh: '导入任务已创建', en: 'Import task created' };
const TASK_REQUEUED = { zh: '任务已重新排队', en: 'Task queued again' };

/** The Export task fields of spec 01 §3; `configParams` also carries an entity export's `filters`, `sort`, `order`. */
const exportTaskBody = {
  type: 'object',
  required: ['taskType'],
  properties: {
    dataFrom: { type: 'string', enum: ['IBS', 'TMS'] },
    execMode: { type: ['integer', 'string'] },
    platformCode: { type: ['integer', 'string'] },
    queryTimeGroup: { type: ['integer', 'string'] },
    reqId: { type: ['integer', 'string'] },
    taskType: { type: 'string', minLength: 1, maxLength: 200 },
    configParams: {
      type: 'object',
      properties: { billCode: { type: ['string', 'null'], maxLength: 200 }, filters: { type: ['object', 'string', 'null'] }, sort: { type: ['string', 'null'] }, order: { type: ['string', 'null'] }, ids: {} },
    },
    queryStartDate: { type: ['string', 'null'], maxLength: 40 },
    queryEndDate: { type: ['string', 'null'], maxLength: 40 },
  },
};

interface ExportTaskBody {
  dataFrom?: 'IBS' | 'TMS';
  reqId?: string | number;
  taskType: string;
  configParams?: { billCode?: string | null; filters?: unknown; sort?: string | null; order?: string | null; ids?: unknown };
  queryStartDate?: string | null;
  queryEndDate?: string | null;
}

/**
 * Spec 01 §7 "Export and import tasks": the calls that create tasks; the job worker runs them, the export-task page
 * lists them (qid FIND_EXPORT_TASK) and downloads their files (GET /api/bdttms/file/downloadFile). Each task is
 * inserted outside a request transaction and the worker is kicked at once. Our extension retries a failed task.
 */
export function registerJobRoutes(app: FastifyInstance, ctx: ServerContext): void {
  for (const prefix of ['/api/bdtibs', '/api/bdttms']) {
    app.post<{ Body: ExportTaskBody }>(`${prefix}/sync/export/saveSyncExportTask`, {
      config: { transaction: false },
      schema: {
        tags: ['tasks'],
        summary: 'Create an export task (spec 01 §3 Export task fields). taskType `entity:{entityId}` exports an entity with configParams { filters, sort, order }; other (settlement) task types need configParams.billCode or both dates: { taskId }',
        body: exportTaskBody,
        response: { 200: envelopeSchema({}) },
      },
    }, async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const config = body.configParams ?? {};
      let params: Record<string, unknown>;
      let taskName = body.taskType;
      if (body.taskType.startsWith(ENTITY_TASK_PREFIX)) {
        const model = entityOfTask(ctx, body.taskType);
        if (!model.exportable) throw new AppError('UNKNOWN_TASK_TYPE', { taskType: body.taskType });
        await requireExport(ctx.db, user, model, 'exportTask');
        const selection = { filters: config.filters ?? undefined, sort: config.sort ?? undefined, order: config.order ?? undefined, ids: config.ids ?? undefined };
        exportQuery(ctx.qids, model, selection); // a bad filter or sort is refused now, not in the job
        taskName = model.schema.title[request.lang];
        params = { lang: request.lang, dataFrom: body.dataFrom ?? null, reqId: body.reqId ?? null, selection };
      } else {
        // A settlement export: a bill code, or a date range (both ends).
        if (!config.billCode && !(body.queryStartDate && body.queryEndDate)) throw new AppError('EXPORT_DATES_REQUIRED');
        if (!ctx.jobHandlers.find('export', body.taskType)) throw new AppError('UNKNOWN_TASK_TYPE', { taskType: body.taskType });
        params = { lang: request.lang, dataFrom: body.dataFrom ?? null, reqId: body.reqId ?? null, billCode: config.billCode ?? null, queryStartDate: body.queryStartDate ?? null, queryEndDate: body.queryEndDate ?? null };
      }
      const taskId = await enqueueJob(ctx.db, ctx.clock, { tenantId: user.tenantId, userId: user.id, kind: 'export', taskType: body.taskType, taskName, params });
      ctx.jobs.kick();
      return ok({ taskId }, EXPORT_CREATED[request.lang]);
    });
  }

  app.post<{ Querystring: { taskType: string; fileKey: string; template?: string } }>('/api/bdtibs/tSysImportTask/saveSyncImportTask', {
    config: { transaction: false },
    schema: {
      tags: ['tasks'],
      summary: 'Create an import task (query params): taskType `entity:{entityId}`, fileKey of an XLSX uploaded with POST /api/bdttms/file/uploadFile, optional template (an import template code): { taskId }',
      querystring: { type: 'object', required: ['taskType', 'fileKey'], properties: { taskType: { type: 'string', minLength: 1, maxLength: 200 }, fileKey: { type: 'string', pattern: '^[a-f0-9]{32}$' }, template: { type: 'string', maxLength: 32 } } },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { taskType, fileKey, template } = request.query;
    const model = entityOfTask(ctx, taskType);
    if (!model.endpoints.import) throw new AppError('UNKNOWN_TASK_TYPE', { taskType });
    await requireWrite(ctx.db, user, model, 'create');
    const file = await ctx.files.find(ctx.db, user.tenantId, fileKey);
    // Only a file the caller may read can be imported (their own upload, say), as only such a file can be downloaded.
    if (!file || !(await mayReadFile(ctx.db, user, ctx.entities, file))) throw new AppError('NOT_FOUND', { what: `file ${fileKey}` });
    if (!/\.xlsx$/i.test(file.name)) throw new AppError('FILE_TYPE_REFUSED', { ext: file.name.split('.').pop() || '?' });
    const taskId = await enqueueJob(ctx.db, ctx.clock, { tenantId: user.tenantId, userId: user.id, kind: 'import', taskType, taskName: model.schema.title[request.lang], params: { lang: request.lang, fileKey, fileName: file.name, ...(template ? { template } : {}) } });
    ctx.jobs.kick();
    return ok({ taskId }, IMPORT_CREATED[request.lang]);
  });

  // Our extension (the spec has no retry call): a failed task of the caller's own goes back in the queue.
  app.post<{ Params: { id: number } }>('/api/clearway/tasks/:id/retry', {
    config: { transaction: false },
    schema: {
      tags: ['tasks'],
      summary: "Retry a failed export or import task of the caller's own (one a stopped server interrupted, say): the same task, queued again with its parameters: { taskId }. Anyone else's task, or one not failed: 404",
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
      response: { 200: envelopeSchema({}) },
    },
  }, async (request) => {
    const user = requireUser(request);
    const taskId = await requeueFailedJob(ctx.db, { id: request.params.id, tenantId: user.tenantId, userId: user.id });
    if (taskId === undefined) throw new AppError('NOT_FOUND', { what: request.lang === 'zh' ? `失败的任务 ${request.params.id}` : `failed task ${request.params.id}` });
    ctx.jobs.kick();
    return ok({ taskId }, TASK_REQUEUED[request.lang]);
  });
}
