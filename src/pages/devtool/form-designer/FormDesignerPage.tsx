/** Placeholder while the page is built (issue 17). */
export default function FormDesignerPage() {
  return <div data-testid="FormDesignerPage">…</div>;
}
