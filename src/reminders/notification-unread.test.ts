import { markSeen, readSeenAt, unreadCount } from './notification-unread';

describe('unreadCount', () => {
  const rows = [
    { startTime: '2026-01-01T00:00:00Z', createdAt: '2025-12-20T00:00:00Z' },
    { startTime: '2025-12-01T00:00:00Z', createdAt: '2026-01-03T00:00:00Z' },
    { startTime: '2025-11-01T00:00:00Z', createdAt: '2025-11-01T00:00:00Z' },
  ];
  it('counts what was published or started after the last visit', () => {
    expect(unreadCount(rows, Date.parse('2025-12-31T00:00:00Z'))).toBe(2);
    expect(unreadCount(rows, Date.parse('2026-01-02T00:00:00Z'))).toBe(1);
    expect(unreadCount(rows, Date.parse('2026-02-01T00:00:00Z'))).toBe(0);
  });
  it('counts every current notification for someone who never looked', () => {
    expect(unreadCount(rows, undefined)).toBe(3);
  });
});

describe('the last visit', () => {
  it('is remembered per person', () => {
    markSeen('demo/2', 1_000);
    expect(readSeenAt('demo/2')).toBe(1_000);
    expect(readSeenAt('demo/3')).toBeUndefined();
  });
});
