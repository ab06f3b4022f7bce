// Placeholder until this page lands.
export default function ForgotPasswordPage() {
  return <p>ForgotPasswordPage</p>;
}
