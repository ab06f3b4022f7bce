import { attachmentHeader } from './content-disposition';

describe('attachmentHeader', () => {
  it('keeps a Chinese name in the UTF-8 form and gives an ASCII fallback', () => {
    const header = attachmentHeader('报关单(1).pdf');
    expect(header).toBe(`attachment; filename="___(1).pdf"; filename*=UTF-8''%E6%8A%A5%E5%85%B3%E5%8D%95%281%29.pdf`);
    expect(decodeURIComponent(header.split("''")[1]!)).toBe('报关单(1).pdf');
  });
  it('neutralises quotes so the header cannot be broken', () => {
    expect(attachmentHeader('a"b.txt')).toContain('filename="a_b.txt"');
  });
});
