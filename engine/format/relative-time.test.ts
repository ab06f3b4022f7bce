import { timeAgo, timeAgoShort } from './relative-time';

const now = new Date(2024, 5, 15, 12, 0, 0).getTime();
const s = 1000;
const min = 60 * s;
const hour = 60 * min;
const day = 24 * hour;

describe('timeAgo', () => {
  it("reads 'just now' under 30 seconds, and minutes from exactly 30 seconds", () => {
    expect(timeAgo(now, now)).toBe('just now');
    expect(timeAgo(now - 29_999, now)).toBe('just now');
    expect(timeAgo(now - 29_999, now, 'zh')).toBe('刚刚');
    expect(timeAgo(now - 30 * s, now)).toBe('1 minute ago');
    expect(timeAgo(now - 30 * s, now, 'zh')).toBe('1分钟前');
  });

  it('counts minutes under an hour', () => {
    expect(timeAgo(now - 5 * min, now)).toBe('5 minutes ago');
    expect(timeAgo(now - (hour - 1), now)).toBe('59 minutes ago');
    expect(timeAgo(now - 5 * min, now, 'zh')).toBe('5分钟前');
  });

  it('counts hours from exactly one hour to under a day', () => {
    expect(timeAgo(now - hour, now)).toBe('1 hour ago');
    expect(timeAgo(now - 3 * hour - 59 * min, now)).toBe('3 hours ago');
    expect(timeAgo(now - (day - 1), now, 'zh')).toBe('23小时前');
  });

  it("reads '1 day ago' from one day to under two days", () => {
    expect(timeAgo(now - day, now)).toBe('1 day ago');
    expect(timeAgo(now - (2 * day - 1), now)).toBe('1 day ago');
    expect(timeAgo(now - day, now, 'zh')).toBe('1天前');
  });

  it('shows the date from two days on', () => {
    expect(timeAgo(now - 2 * day, now)).toBe('2024-06-13 12:00');
    expect(timeAgo(now - 40 * day, now, 'zh')).toBe('2024-05-06 12:00');
  });

  it('reads ten-digit timestamps as seconds and accepts a Date as now', () => {
    const tenDigits = String((now - 2 * hour) / 1000);
    expect(tenDigits).toHaveLength(10);
    expect(timeAgo(tenDigits, new Date(now))).toBe('2 hours ago');
    expect(timeAgo(Number(tenDigits), now)).toBe('2 hours ago');
  });

  it("treats future times as 'just now' and returns non-dates as given", () => {
    expect(timeAgo(now + hour, now)).toBe('just now');
    expect(timeAgo('-', now)).toBe('-');
    expect(timeAgo('', now)).toBe('');
    expect(timeAgo('garbage', now)).toBe('garbage');
  });
});

describe('timeAgoShort', () => {
  it('reports minutes under an hour, singular and plural', () => {
    expect(timeAgoShort(now - 20 * s, now)).toBe('0 minutes');
    expect(timeAgoShort(now - min, now)).toBe('1 minute');
    expect(timeAgoShort(now - 59 * min, now)).toBe('59 minutes');
    expect(timeAgoShort(now - 59 * min, now, 'zh')).toBe('59分钟');
  });

  it('reports hours under a day', () => {
    expect(timeAgoShort(now - hour, now)).toBe('1 hour');
    expect(timeAgoShort(now - (day - 1), now)).toBe('23 hours');
    expect(timeAgoShort(now - 5 * hour, now, 'zh')).toBe('5小时');
  });

  it('reports days from one day on, with no upper limit', () => {
    expect(timeAgoShort(now - day, now)).toBe('1 day');
    expect(timeAgoShort(now - 400 * day, now)).toBe('400 days');
    expect(timeAgoShort(now - 3 * day, now, 'zh')).toBe('3天');
  });

  it('reads ten-digit timestamps as seconds and clamps future times to 0', () => {
    expect(timeAgoShort((now - 3 * hour) / 1000, now)).toBe('3 hours');
    expect(timeAgoShort(now + day, now)).toBe('0 minutes');
    expect(timeAgoShort('-', now)).toBe('-');
  });
});
