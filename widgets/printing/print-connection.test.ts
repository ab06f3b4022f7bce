import { PRINT_PORT_KEY, printComponentPort } from './print-connection';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === PRINT_PORT_KEY ? value : null) });

describe('printComponentPort', () => {
  it('is 5000 (spec 01 §7) unless local storage says another port', () => {
    expect(printComponentPort(undefined)).toBe(5000);
    expect(printComponentPort(storage(null))).toBe(5000);
    expect(printComponentPort(storage('5123'))).toBe(5123);
    expect(printComponentPort(storage(' 8000 '))).toBe(8000);
  });

  it('ignores what is not a port', () => {
    for (const value of ['', 'abc', '0', '70000', '-1', '50.5']) expect(printComponentPort(storage(value))).toBe(5000);
  });

  it('uses the key clearway.printPort', () => {
    expect(PRINT_PORT_KEY).toBe('clearway.printPort');
  });
});
