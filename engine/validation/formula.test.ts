import { evaluateFormula, FORMULA_MAX_DEPTH, FormulaError, isFormula } from './formula';

describe('evaluateFormula', () => {
  it.each([
    ['1', 1],
    ['w', 1],
    ['1+2*3', 7],
    ['(1+2)*3', 9],
    ['10-4-3', 3],
    ['12/4/3', 1],
    ['2*3/4', 1.5],
    ['-w+3', 2],
    ['+w', 1],
    ['2*-1', -2],
    ['--1', 1],
    ['-(w+1)', -2],
    ['0.5*w', 0.5],
    ['007', 7],
    [' ( w + 1 ) * 2 ', 4],
    ['1 2', 12],
    ['((((w))))', 1],
  ])('%j → %d with w = 1', (text, result) => {
    expect(evaluateFormula(text)).toBeCloseTo(result, 12);
  });

  it('uses the variables it is given', () => {
    expect(evaluateFormula('(w+1)*2/3', { w: 2 })).toBe(2);
    expect(evaluateFormula('w*1.5+0.25', { w: 10 })).toBe(15.25);
  });

  it.each([
    ['', 'the formula is empty', 0],
    ['   ', 'the formula is empty', 0],
    ['1/0', 'division by zero', 2],
    ['1/(w-1)', 'division by zero', 2],
    ['0/0', 'division by zero', 2],
    ['w**2', 'unexpected "*"', 2],
    ['2w', 'unexpected "w"', 1],
    ['(w)(w)', 'unexpected "("', 3],
    ['w(2)', 'unexpected "("', 1],
    ['x+1', 'unknown variable "x"', 0],
    ['ww', 'unknown variable "ww"', 0],
    ['alert(1)', 'unknown variable "alert"', 0],
    ['toString', 'unknown variable "toString"', 0],
    ['(w+1', 'missing ")"', 4],
    ['w+1)', 'unexpected ")"', 3],
    ['()', 'unexpected ")"', 1],
    ['1+', 'the formula ends too early', 2],
    ['.5', 'unexpected "."', 0],
    ['5.', 'unexpected "."', 1],
    ['1.2.3', 'unexpected "."', 3],
    ['9'.repeat(400), 'the result is not a finite number', 400],
  ])('%j is refused: %s (at %i)', (text, message, position) => {
    let thrown: unknown;
    try {
      evaluateFormula(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FormulaError);
    expect(thrown).toMatchObject({ message, position });
  });

  it('tells where the problem is', () => {
    try {
      evaluateFormula('w + 1 / 0');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FormulaError);
      expect((error as FormulaError).position).toBe(4);
    }
  });

  it('refuses nesting deeper than the limit instead of exhausting the stack', () => {
    const deep = `${'('.repeat(FORMULA_MAX_DEPTH + 1)}1${')'.repeat(FORMULA_MAX_DEPTH + 1)}`;
    expect(() => evaluateFormula(deep)).toThrow('the formula is nested too deeply');
    expect(() => evaluateFormula(`${'-'.repeat(100_000)}1`)).toThrow('the formula is nested too deeply');
    const ok = `${'('.repeat(FORMULA_MAX_DEPTH)}1${')'.repeat(FORMULA_MAX_DEPTH)}`;
    expect(evaluateFormula(ok)).toBe(1);
  });
});

describe('isFormula', () => {
  it.each([
    ['(w+1)*2/3', true],
    ['w', true],
    ['1.5*w+2', true],
    [' w * 2 ', true],
    ['w\t+\n1', true],
    ['-w', true],
    ['', false],
    ['   ', false],
    ['1/0', false],
    ['1/(w-1)', false],
    ['w**2', false],
    ['alert(1)', false],
    ['2w', false],
    ['W+1', false],
    ['x+1', false],
    ['w^2', false],
    ['w%2', false],
    ['1,5', false],
    ['（w＋1）', false],
    ['w+', false],
    ['(w', false],
  ])('%j → %s', (value, valid) => {
    expect(isFormula(value)).toBe(valid);
  });
  it('reads numbers as their text and fails for other values', () => {
    expect(isFormula(3)).toBe(true);
    expect(isFormula(null)).toBe(false);
    expect(isFormula({ toString: () => 'w' })).toBe(false);
  });
});
