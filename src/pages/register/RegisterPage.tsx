// Placeholder until this page lands.
export default function RegisterPage() {
  return <p>RegisterPage</p>;
}
