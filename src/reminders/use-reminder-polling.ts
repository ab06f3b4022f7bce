// Placeholder until reminders land.
export function useReminderPolling(): void {}
