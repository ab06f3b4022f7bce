import type { DesignProps } from './panel-props';

/** The engine's form as a chosen tenant and role would get it (being built). */
export function PreviewPanel(_props: DesignProps) {
  return <div data-testid="preview-panel" />;
}
