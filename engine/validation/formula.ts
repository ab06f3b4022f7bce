/**
 * Fee formulas (spec 01 §5, spec 02 §5): arithmetic on numbers and the weight `w`, e.g. `(w+1)*2/3`.
 * Read by a small recursive-descent parser (never eval or new Function):
 *
 *   expression = term { ("+" | "-") term }
 *   term       = unary { ("*" | "/") unary }
 *   unary      = ("+" | "-") unary | primary
 *   primary    = number | variable | "(" expression ")"
 *   number     = digit { digit } [ "." digit { digit } ]     (so `.5` and `5.` are not numbers)
 *   variable   = letter { letter | digit }                    (looked up in the variables; the check allows only w)
 *
 * As the spec says, whitespace is removed before reading, anywhere: `1 2` reads as `12`. There is no implicit
 * multiplication (`2w` and `(w)(w)` are errors), no power operator (`w**2` is an error), and a division by zero is
 * an error, as is a result that is not a finite number. Nesting deeper than {@link FORMULA_MAX_DEPTH} is an error,
 * so hostile input cannot exhaust the stack.
 */
import { checkableText } from './check-input';

/** The deepest nesting of parentheses and signs a formula may use. */
export const FORMULA_MAX_DEPTH = 100;

/** The variables a formula may name, by name. */
export type FormulaVariables = Readonly<Record<string, number>>;

/** A formula that cannot be read or evaluated; `position` is the offset in the whitespace-free text. */
export class FormulaError extends Error {
  constructor(message: string, readonly position: number) {
    super(message);
    this.name = 'FormulaError';
  }
}

class FormulaReader {
  private position = 0;
  private depth = 0;

  constructor(private readonly text: string, private readonly variables: FormulaVariables) {}

  read(): number {
    if (this.text === '') throw new FormulaError('the formula is empty', 0);
    const result = this.expression();
    if (this.position < this.text.length) this.fail(`unexpected "${this.text[this.position]}"`);
    if (!Number.isFinite(result)) this.fail('the result is not a finite number');
    return result;
  }

  private expression(): number {
    let result = this.term();
    for (let sign = this.peek(); sign === '+' || sign === '-'; sign = this.peek()) {
      this.position += 1;
      const right = this.term();
      result = sign === '+' ? result + right : result - right;
    }
    return result;
  }

  private term(): number {
    let result = this.unary();
    for (let operator = this.peek(); operator === '*' || operator === '/'; operator = this.peek()) {
      this.position += 1;
      const at = this.position;
      const right = this.unary();
      if (operator === '/' && right === 0) throw new FormulaError('division by zero', at);
      result = operator === '*' ? result * right : result / right;
    }
    return result;
  }

  private unary(): number {
    const sign = this.peek();
    if (sign !== '+' && sign !== '-') return this.primary();
    this.position += 1;
    const operand = this.nested(() => this.unary());
    return sign === '-' ? -operand : operand;
  }

  private primary(): number {
    const char = this.peek();
    if (char === '(') {
      this.position += 1;
      const result = this.nested(() => this.expression());
      if (this.peek() !== ')') this.fail('missing ")"');
      this.position += 1;
      return result;
    }
    const number = this.match(/[0-9]+(?:\.[0-9]+)?/y);
    if (number !== undefined) return Number(number);
    const name = this.match(/[A-Za-z][A-Za-z0-9]*/y);
    if (name !== undefined) {
      const value = Object.hasOwn(this.variables, name) ? this.variables[name] : undefined;
      if (typeof value !== 'number' || !Number.isFinite(value)) this.fail(`unknown variable "${name}"`, this.position - name.length);
      return value as number;
    }
    return this.fail(char === undefined ? 'the formula ends too early' : `unexpected "${char}"`);
  }

  private nested(read: () => number): number {
    this.depth += 1;
    if (this.depth > FORMULA_MAX_DEPTH) this.fail('the formula is nested too deeply');
    const result = read();
    this.depth -= 1;
    return result;
  }

  private match(pattern: RegExp): string | undefined {
    pattern.lastIndex = this.position;
    const found = pattern.exec(this.text)?.[0];
    if (found !== undefined) this.position += found.length;
    return found;
  }

  private peek(): string | undefined {
    return this.text[this.position];
  }

  private fail(message: string, position = this.position): never {
    throw new FormulaError(message, position);
  }
}

/**
 * Evaluates a formula with the given variables (by default w = 1, the value the check uses).
 * @throws FormulaError when the formula cannot be read, names an unknown variable, divides by zero or does not give
 * a finite number.
 * @example evaluateFormula('(w+1)*2/3', { w: 2 }); // 2
 */
export function evaluateFormula(text: string, variables: FormulaVariables = { w: 1 }): number {
  return new FormulaReader(text.replace(/\s+/g, ''), variables).read();
}

/** The characters a formula may contain once whitespace is removed (spec: digits, dot, w, + - * / and parentheses). */
const FORMULA_CHARACTERS = /^[0-9.w+\-*/()]+$/;

/**
 * Whether a value is a valid formula: after removing whitespace it is non-empty, uses only digits, `.`, `w`,
 * `+ - * /` and parentheses, and evaluates to a finite number with w = 1.
 * @example isFormula('(w+1)*2/3'); // true
 * @example isFormula('2w'); // false
 */
export function isFormula(value: unknown): boolean {
  const text = checkableText(value)?.replace(/\s+/g, '');
  if (text === undefined || !FORMULA_CHARACTERS.test(text)) return false;
  try {
    evaluateFormula(text);
    return true;
  } catch (error) {
    if (error instanceof FormulaError) return false;
    throw error;
  }
}
