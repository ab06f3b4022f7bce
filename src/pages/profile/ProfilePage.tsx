// Placeholder until this page lands.
export default function ProfilePage() {
  return <p>ProfilePage</p>;
}
