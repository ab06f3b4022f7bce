import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('keeps a local path with its query and hash', () => {
    expect(redirectTarget('/orders/list?status=1#top')).toBe('/orders/list?status=1#top');
    expect(redirectTarget('/workbench')).toBe('/workbench');
  });

  it('falls back to / when there is none', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget(undefined)).toBe('/');
    expect(redirectTarget('')).toBe('/');
  });

  it('refuses anything that leaves the site', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', 'orders']) {
      expect(redirectTarget(value)).toBe('/');
    }
  });

  it('does not send the person back to the login page', () => {
    expect(redirectTarget('/login')).toBe('/');
    expect(redirectTarget('/login?redirect=/x')).toBe('/');
    expect(redirectTarget('/loginHistory')).toBe('/loginHistory');
  });
});
