// Placeholder until its feature lands; renders nothing.
export function UserDropdown() {
  return null;
}
