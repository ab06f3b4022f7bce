import { computeExpressionProblem, computeNames, computeRow, evaluateComputed, roundTo } from './computed';

describe('roundTo', () => {
  it.each([
    [0.1 + 0.2, 2, 0.3],
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [-1.005, 2, -1.01],
    [12.3456789, 5, 12.34568],
    [7.5, 0, 8],
    [-0.0001, 2, 0],
  ])('%d to %i places is %d', (value, scale, expected) => {
    expect(roundTo(value, scale)).toBe(expected);
  });
});

describe('evaluateComputed', () => {
  it('reads the row’s fields, numeric text included', () => {
    expect(evaluateComputed('quantity * unitPrice', { quantity: 3, unitPrice: '2.5' })).toBe(7.5);
  });

  it('sums, counts and bounds a child’s lines', () => {
    const lines = (key: string) => (key === 'fees' ? [{ amount: '10.10' }, { amount: 0.2 }, { amount: null }] : undefined);
    expect(evaluateComputed('sum(fees.amount)', {}, lines)).toBeCloseTo(10.3, 10);
    expect(evaluateComputed('count(fees)', {}, lines)).toBe(3);
    expect(evaluateComputed('max(fees.amount) - min(fees.amount)', {}, lines)).toBeCloseTo(9.9, 10);
    expect(evaluateComputed('sum(bands.price)', {}, lines)).toBe(0);
  });

  it('is null when a field is empty or the arithmetic fails', () => {
    expect(evaluateComputed('quantity * unitPrice', { quantity: 3 })).toBeNull();
    expect(evaluateComputed('a / b', { a: 1, b: 0 })).toBeNull();
    expect(evaluateComputed('a *', { a: 1 })).toBeNull();
  });

  it('never evaluates text as code', () => {
    expect(evaluateComputed('constructor', {})).toBeNull();
    expect(evaluateComputed('alert(1)', {})).toBeNull();
  });
});

describe('computeRow', () => {
  const fields = {
    quantity: { type: 'integer' },
    amount: { type: 'number', 'x-compute': 'quantity * unitPrice' },
    withFuel: { type: 'number', 'x-compute': 'amount * (1 + fuel / 100)' },
    lines: { type: 'integer', 'x-compute': 'count(fees)' },
  };

  it('computes in the declared order, rounded to each field’s scale', () => {
    const result = computeRow(fields, { quantity: 3, unitPrice: 0.1, fuel: 12.5, amount: 999 }, () => [{}, {}], () => 2);
    expect(result).toEqual({ amount: 0.3, withFuel: 0.34, lines: 2 });
  });

  it('overwrites whatever was sent, with null when unknown', () => {
    expect(computeRow(fields, { amount: 5 }, undefined, () => 2)).toEqual({ amount: null, withFuel: null, lines: 0 });
  });
});

describe('computeNames and computeExpressionProblem', () => {
  it('lists the fields and aggregates an expression reads', () => {
    expect(computeNames('sum(fees.amount) + count(bands) + tax * 2')).toEqual({
      fields: ['tax'],
      aggregates: [{ fn: 'sum', lines: 'fees', field: 'amount' }, { fn: 'count', lines: 'bands' }],
    });
  });

  it('finds unreadable expressions', () => {
    expect(computeExpressionProblem('quantity * unitPrice')).toBeUndefined();
    expect(computeExpressionProblem('a / (b - 1)')).toBeUndefined();
    expect(computeExpressionProblem('a **')).toBe('unexpected "*"');
    expect(computeExpressionProblem('avg(fees.amount)')).toBe('unexpected "("');
  });
});
