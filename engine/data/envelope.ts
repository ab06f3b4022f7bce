/** The reply envelope of every call (spec 01 §7): code 200 is success. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  status?: number;
  data: T;
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** A failed call: the envelope's code and message, and the field map of a validation error. */
export class ApiError extends Error {
  constructor(readonly code: number, message: string, readonly fields?: Record<string, string>, readonly handled = true) {
    super(message);
    this.name = 'ApiError';
  }
}
