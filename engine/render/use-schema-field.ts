import { createSchemaField } from '@formily/react';
import type { ComponentRegistry } from '../registry/components';
import { toSchemaComponents } from '../registry/components';
import { useComponents } from './components-context';

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
