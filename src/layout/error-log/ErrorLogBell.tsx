// Placeholder until its feature lands; renders nothing.
export function ErrorLogBell() {
  return null;
}
