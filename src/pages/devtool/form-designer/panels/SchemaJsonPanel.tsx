/** The schema as JSON (being built): CodeMirror, checked by the meta-schema as one types. */
export function SchemaJsonPanel(_props: { value: Record<string, unknown>; onChange(next: Record<string, unknown>): void }) {
  return <div data-testid="schema-json-panel" />;
}
