// Placeholder until this page lands.
export default function WorkbenchPage() {
  return <p>WorkbenchPage</p>;
}
