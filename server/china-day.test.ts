import { chinaDay } from './china-day';

describe('chinaDay', () => {
  it('is the day in Shenzhen and Hong Kong, which starts at 16:00 UTC', () => {
    expect(chinaDay(new Date('2026-11-25T15:59:59.999Z'))).toEqual({ day: '2026-11-25', compact: '261125' });
    expect(chinaDay(new Date('2026-11-25T16:00:00.000Z'))).toEqual({ day: '2026-11-26', compact: '261126' });
  });
});
