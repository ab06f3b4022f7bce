import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { registerDesignerPanelsTexts } from './designer-panels-texts';
import { JSON_PANEL_HEIGHT } from './json-panel-style';

registerDesignerPanelsTexts();

/** CodeMirror, ajv and the meta-schema: their own chunk, fetched when the JSON tab is first drawn. */
const SchemaJsonEditor = lazy(() => import('./SchemaJsonEditor'));

export interface SchemaJsonPanelProps {
  value: Record<string, unknown>;
  onChange(next: Record<string, unknown>): void;
  /** The editor's height in pixels (default 360). */
  height?: number;
}

/**
 * The schema as JSON, checked as one types (syntax, meta-schema, references: each at its line and listed under the
 * editor). A parsed edit is passed up even while the meta-schema still complains; a new `value` from outside
 * replaces the text. Until the editor's chunk arrives, a read-only text area shows the same JSON.
 */
export function SchemaJsonPanel(props: SchemaJsonPanelProps) {
  const { t } = useTranslation();
  const height = props.height ?? JSON_PANEL_HEIGHT;
  const placeholder = (
    <textarea
      readOnly
      aria-busy
      aria-label={t('designerPanels.json.loading')}
      value={JSON.stringify(props.value, null, 2)}
      style={{ width: '100%', height, fontFamily: 'monospace', fontSize: 13, border: '1px solid #d9d9d9', borderRadius: 6, padding: 8, resize: 'none' }}
    />
  );
  return (
    <div data-testid="schema-json-panel">
      <Suspense fallback={placeholder}>
        <SchemaJsonEditor {...props} height={height} />
      </Suspense>
    </div>
  );
}
