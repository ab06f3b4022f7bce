import { actionsWidth, columnWidth, scrollWidth, textWidth, titleWidth } from './column-widths';

describe('column widths', () => {
  it('measures CJK text wider than Latin', () => {
    expect(textWidth('理赔状态')).toBe(56);
    expect(textWidth('State')).toBe(40);
  });
  it('never makes a column narrower than its title (and sorter)', () => {
    expect(columnWidth(60, 'Amount approved', true)).toBe(titleWidth('Amount approved', true));
    expect(columnWidth(200, '状态', false)).toBe(200);
  });
  it('sizes the actions by their titles, and the scroll width by every column', () => {
    expect(actionsWidth(['View', 'Edit', 'Submit', 'Approve', 'Reject'], 'Actions')).toBe(8 * 27 + 5 * 14 + 18);
    expect(actionsWidth(['查看'], '操作')).toBe(80);
    expect(scrollWidth([100, 200], true)).toBe(332);
    expect(scrollWidth([100, 200], false)).toBe(300);
  });
});
