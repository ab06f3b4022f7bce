import type { DesignProps } from './panel-props';

/** Why a field is hidden, read-only or required for a tenant and role (being built). */
export function TracerPanel(_props: DesignProps & { selectedField?: string }) {
  return <div data-testid="tracer-panel" />;
}
