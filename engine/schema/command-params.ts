/**
 * A command's parameters (`commands.*.params`) as a model of their own, so the server checks them with the fields'
 * validators (row-validator) and the browser asks for them with the engine's form (a dialog). React-free.
 */
import { compileEntity, type EntityModel } from './entity-model';
import type { CommandSpec } from './entity-schema';

const compiled = new WeakMap<CommandSpec, EntityModel>();

/** The compiled model of a command's parameters (compiled once per command). */
export function commandParamsModel(entityId: string, name: string, spec: CommandSpec): EntityModel {
  let model = compiled.get(spec);
  if (!model) {
    const fields = spec.params ?? {};
    const names = Object.keys(fields);
    model = compileEntity({
      id: `${entityId}.${name}`,
      title: spec.title,
      api: { pattern: 'qid', qid: 'COMMAND_PARAMS' },
      fields,
      list: { columns: names.slice(0, 1) },
      form: { mode: 'dialog', grid: 1, fields: names },
    });
    compiled.set(spec, model);
  }
  return model;
}
