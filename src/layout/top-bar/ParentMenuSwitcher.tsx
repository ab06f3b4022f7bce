// Placeholder until its feature lands; renders nothing.
export function ParentMenuSwitcher() {
  return null;
}
