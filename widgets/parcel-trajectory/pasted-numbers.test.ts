import { pastedNumbers } from './pasted-numbers';

describe('pastedNumbers', () => {
  it('splits a pasted column or sentence into numbers, each once, in order', () => {
    expect(pastedNumbers('SF1, SF2\nSF1；JD3\t YT4、EMS5，ZTO6 ;\r\n')).toEqual(['SF1', 'SF2', 'JD3', 'YT4', 'EMS5', 'ZTO6']);
    expect(pastedNumbers('  \n ,')).toEqual([]);
  });
});
