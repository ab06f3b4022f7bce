/**
 * The declaration-platform simulator's settings (docs/operations.md "Declaration platform"): how far apart its
 * receipts come and which shares of declarations take the failure paths. Read from the environment by the server
 * (the simulator inside it) and by `npm run customs-simulator`.
 */
export interface SimulatorSettings {
  /** Milliseconds between one receipt of a declaration and the next (the first comes after one step). */
  stepMs: number;
  /** Share of inventories (CEB621) that customs inspects: 399 → 500 查验 → 800 放行, two steps more. */
  inspectionShare: number;
  /** Share of cancellations (CEB623) customs refuses (100). */
  cancelRefuseShare: number;
  /** Share of refunds (CEB625) customs refuses (100). */
  refundRefuseShare: number;
  /** The single-transaction limit of cross-border e-commerce imports, in yuan (acturalPaid above it: 退单). */
  singleLimit: number;
}

const share = (value: string | undefined, fallback: number) => {
  const number = Number(value ?? fallback);
  return Number.isFinite(number) ? Math.min(1, Math.max(0, number)) : fallback;
};

export function readSimulatorSettings(env: NodeJS.ProcessEnv = process.env): SimulatorSettings {
  return {
    stepMs: Math.max(0, Number(env.CLEARWAY_CUSTOMS_SIM_STEP_MS ?? 2000) || 0),
    inspectionShare: share(env.CLEARWAY_CUSTOMS_SIM_INSPECTION_SHARE, 0.1),
    cancelRefuseShare: share(env.CLEARWAY_CUSTOMS_SIM_CANCEL_REFUSE_SHARE, 0.1),
    refundRefuseShare: share(env.CLEARWAY_CUSTOMS_SIM_REFUND_REFUSE_SHARE, 0.1),
    singleLimit: Number(env.CLEARWAY_CUSTOMS_SIM_SINGLE_LIMIT ?? 5000) || 5000,
  };
}
