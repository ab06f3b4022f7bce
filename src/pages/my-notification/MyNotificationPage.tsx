// Placeholder until this page lands.
export default function MyNotificationPage() {
  return <p>MyNotificationPage</p>;
}
