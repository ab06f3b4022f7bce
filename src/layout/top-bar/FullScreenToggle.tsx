// Placeholder until its feature lands; renders nothing.
export function FullScreenToggle() {
  return null;
}
