/** Placeholder while the page is built (issue 17). */
export default function ForwardGeneratorPage() {
  return <div data-testid="ForwardGeneratorPage">…</div>;
}
