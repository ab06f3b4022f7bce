/**
 * sendEmpInfoToWms (spec 02 §7, schemas/base/employee.json): pushes the chosen employees to the warehouse system
 * through the message queue (server/mq/): one EMP_INFO_TO_WMS message per employee, naming the employee, so the
 * employee's page lists the pushes (tab 仓库系统同步) and its column 仓库系统同步 says 待同步 until the worker has an
 * answer (已同步 / 同步失败). The command's own entry in the record history says who pushed, and when.
 */
import { enqueueMessage } from '../mq/mq-queue';
import type { CommandImplementation, CommandRegistry } from './registry';

/** What the warehouse system is told of an employee. */
export function employeePayload(row: Record<string, unknown>): Record<string, unknown> {
  const keys = ['employeeCode', 'employeeName', 'gender', 'mobile', 'email', 'siteCode', 'departmentCode', 'position', 'status'];
  return Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));
}

const sendEmpInfoToWms: CommandImplementation = async ({ ctx, model, service, row }) => {
  if (!row) return;
  await enqueueMessage(ctx.db, {
    tenantId: ctx.user.tenantId, type: 'EMP_INFO_TO_WMS', payload: employeePayload(row),
    bizEntity: model.id, bizId: row.id, bizCode: String(row.employeeCode), createdBy: ctx.user.username,
  });
  return { row: await service.writeFields(ctx, model, row, { wmsSyncState: '0' }) };
};

export function registerEmployeeWmsCommands(registry: CommandRegistry): void {
  registry.register('base.employee.sendEmpInfoToWms', sendEmpInfoToWms);
}
