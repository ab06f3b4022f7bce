// Placeholder until its feature lands; renders nothing.
export function MenuSearch() {
  return null;
}
