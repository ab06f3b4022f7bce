/**
 * The claims' commands (schemas/customer-service/claim.json, /claimsRegister): approve with the approved amount and
 * a remark, reject with a reason. The lifecycle move (submitted → approved / rejected) is the command's
 * `transition`, made by the engine after these ran.
 */
import type { CommandImplementation, CommandRegistry } from './registry';

/** Records the approved amount and remark (the schema's guard has checked the amount against the amount claimed). */
const approve: CommandImplementation = async ({ ctx, model, service, params, row }) => {
  if (!row) return;
  return { row: await service.writeFields(ctx, model, row, { approvedAmount: params.approvedAmount, reviewRemark: params.remark ?? null }) };
};

/** Records the reason of the rejection. */
const reject: CommandImplementation = async ({ ctx, model, service, params, row }) => {
  if (!row) return;
  return { row: await service.writeFields(ctx, model, row, { approvedAmount: null, reviewRemark: params.reason }) };
};

export function registerClaimCommands(registry: CommandRegistry): void {
  registry.register('customerService.claim.approve', approve);
  registry.register('customerService.claim.reject', reject);
}
