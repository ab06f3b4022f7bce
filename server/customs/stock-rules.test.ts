import { applyChange, availableQtyOf, deltaOf, qtyAccepted, requirementsOf, stockQtyOf, STOCK_CHANGE_KINDS, type StockQuantities } from './stock-rules';

const line = (q: Partial<StockQuantities> = {}): StockQuantities => ({ actlIncQty: 0, actlRedcQty: 0, prevdIncQty: 0, prevdRedcQty: 0, ...q });

describe('the park ledger rules', () => {
  it('computes the book stock and what orders may still reserve', () => {
    const q = line({ actlIncQty: 100, actlRedcQty: 30, prevdRedcQty: 20, prevdIncQty: 50 });
    expect(stockQtyOf(q)).toBe(70);
    expect(availableQtyOf(q)).toBe(50);
  });

  it('moves each kind\'s quantities', () => {
    const q = line({ actlIncQty: 10, prevdIncQty: 5, prevdRedcQty: 4 });
    expect(applyChange(q, 'prevdInc', 3)).toEqual({ after: line({ actlIncQty: 10, prevdIncQty: 8, prevdRedcQty: 4 }) });
    expect(applyChange(q, 'prevdIncToActl', 5)).toEqual({ after: line({ actlIncQty: 15, prevdIncQty: 0, prevdRedcQty: 4 }) });
    expect(applyChange(q, 'prevdRedc', 6)).toEqual({ after: line({ actlIncQty: 10, prevdIncQty: 5, prevdRedcQty: 10 }) });
    expect(applyChange(q, 'prevdRedcRelease', 4)).toEqual({ after: line({ actlIncQty: 10, prevdIncQty: 5, prevdRedcQty: 0 }) });
    expect(applyChange(q, 'prevdRedcToActl', 4)).toEqual({ after: line({ actlIncQty: 10, actlRedcQty: 4, prevdIncQty: 5, prevdRedcQty: 0 }) });
    expect(applyChange(q, 'actlInc', 2)).toEqual({ after: line({ actlIncQty: 12, prevdIncQty: 5, prevdRedcQty: 4 }) });
    expect(applyChange(q, 'adjust', 2)).toEqual({ after: line({ actlIncQty: 12, prevdIncQty: 5, prevdRedcQty: 4 }) });
    expect(applyChange(q, 'adjust', -6)).toEqual({ after: line({ actlIncQty: 10, actlRedcQty: 6, prevdIncQty: 5, prevdRedcQty: 4 }) });
  });

  it('never takes available below zero: a reservation or a negative adjustment of more than is available is refused', () => {
    const q = line({ actlIncQty: 10, prevdRedcQty: 8 });
    expect(applyChange(q, 'prevdRedc', 2)).toEqual({ after: line({ actlIncQty: 10, prevdRedcQty: 10 }) });
    expect(applyChange(q, 'prevdRedc', 3)).toEqual({ refused: 'short', of: 'available', available: 2, asked: 3 });
    expect(applyChange(q, 'adjust', -3)).toEqual({ refused: 'short', of: 'available', available: 2, asked: 3 });
    // Reserved units leave through 预减转实减, which does not change what is available.
    expect(applyChange(line({ actlIncQty: 5, prevdRedcQty: 5 }), 'prevdRedcToActl', 5)).toEqual({ after: line({ actlIncQty: 5, actlRedcQty: 5 }) });
  });

  it('turns into actual or releases no more than was expected or reserved', () => {
    expect(applyChange(line({ prevdIncQty: 2 }), 'prevdIncToActl', 3)).toEqual({ refused: 'short', of: 'prevdInc', available: 2, asked: 3 });
    expect(applyChange(line({ actlIncQty: 9, prevdRedcQty: 1 }), 'prevdRedcRelease', 2)).toEqual({ refused: 'short', of: 'prevdRedc', available: 1, asked: 2 });
    expect(applyChange(line({ actlIncQty: 9, prevdRedcQty: 1 }), 'prevdRedcToActl', 2)).toEqual({ refused: 'short', of: 'prevdRedc', available: 1, asked: 2 });
  });

  it('takes quantities above zero (an adjustment: not zero), to three decimals', () => {
    for (const kind of STOCK_CHANGE_KINDS) {
      expect(qtyAccepted(kind, 0)).toBe(false);
      expect(qtyAccepted(kind, Number.NaN)).toBe(false);
      expect(qtyAccepted(kind, 1)).toBe(true);
    }
    expect(qtyAccepted('prevdRedc', -1)).toBe(false);
    expect(qtyAccepted('adjust', -1)).toBe(true);
    expect(applyChange(line(), 'actlInc', -1)).toEqual({ refused: 'qty', asked: -1 });
    expect(applyChange(line({ actlIncQty: 0.1 }), 'actlInc', 0.2)).toEqual({ after: line({ actlIncQty: 0.3 }) });
  });

  it('says what the database must find for each kind (the conditional UPDATE)', () => {
    expect(requirementsOf('prevdRedc', 3)).toEqual([{ of: 'available', atLeast: 3 }]);
    expect(requirementsOf('prevdRedcToActl', 3)).toEqual([{ of: 'prevdRedc', atLeast: 3 }]);
    expect(requirementsOf('prevdIncToActl', 3)).toEqual([{ of: 'prevdInc', atLeast: 3 }]);
    expect(requirementsOf('prevdInc', 3)).toEqual([]);
    expect(requirementsOf('adjust', -3)).toEqual([{ of: 'available', atLeast: 3 }]);
    expect(deltaOf('adjust', -3)).toEqual(line({ actlRedcQty: 3 }));
  });
});
