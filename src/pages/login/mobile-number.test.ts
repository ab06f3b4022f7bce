import { isMainlandMobile } from './mobile-number';

describe('isMainlandMobile', () => {
  it('accepts 11 digits starting 13 to 19', () => {
    for (const value of ['13800138000', '19912345678', ' 15012345678 ']) expect(isMainlandMobile(value)).toBe(true);
  });
  it('refuses anything else', () => {
    for (const value of ['12800138000', '1380013800', '138001380001', '+8613800138000', '1380013800a', '']) expect(isMainlandMobile(value)).toBe(false);
  });
});
