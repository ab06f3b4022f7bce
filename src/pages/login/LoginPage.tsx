// Placeholder until this page lands.
export default function LoginPage() {
  return <p>LoginPage</p>;
}
