// Placeholder until its feature lands; renders nothing.
export function ReminderDropdown() {
  return null;
}
