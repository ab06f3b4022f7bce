/** Placeholder while the page is built (issue 17). */
export default function ReverseGeneratorPage() {
  return <div data-testid="ReverseGeneratorPage">…</div>;
}
