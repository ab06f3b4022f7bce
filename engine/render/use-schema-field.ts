import { createSchemaField, Schema } from '@formily/react';
import type { ComponentRegistry } from '../registry/components';
import { toSchemaComponents } from '../registry/components';
import { useComponents } from './components-context';

// No schema text is ever run (docs/architecture.md "Compile once"): Formily would run a `{{ … }}` string (a title, a
// placeholder, a default — things a tenant override may set) with `new Function`; it stays the text it is.
Schema.registerCompiler((expression: string) => `{{${expression}}}`);

type SchemaField = ReturnType<typeof createSchemaField>;
const made = new WeakMap<ComponentRegistry, SchemaField>();

/** Formily's SchemaField over the surrounding component registry (made once per registry). */
export function useSchemaField(): SchemaField {
  const registry = useComponents();
  const known = made.get(registry);
  if (known) return known;
  const field = createSchemaField({ components: toSchemaComponents(registry) }) as unknown as SchemaField;
  made.set(registry, field);
  return field;
}
