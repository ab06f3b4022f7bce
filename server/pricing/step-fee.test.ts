import { stepFee } from './step-fee';

describe('stepFee', () => {
  it('charges each started step above what the base covers', () => {
    expect(stepFee({ base: 150, included: 20, step: 20, stepPrice: 50, quantity: 45 })).toEqual({ base: 150, extraSteps: 2, extra: 100, total: 250 });
    expect(stepFee({ base: 150, included: 20, step: 20, stepPrice: 50, quantity: 20 })).toMatchObject({ extraSteps: 0, total: 150 });
    expect(stepFee({ base: 800, included: 1000, step: 1, stepPrice: 0.3, quantity: 1200.5 })).toMatchObject({ extraSteps: 201, total: 860.3 });
  });
});
