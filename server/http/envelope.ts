/** The reply envelope of every call: `{ code, message, status, data }`; code 200 is success, status mirrors code. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  status: number;
  data: T;
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: 200, message, status: 200, data };
}

export function failure(code: number, message: string, data: unknown = null): Envelope {
  return { code, message, status: code, data };
}

/** JSON schema of an envelope around `data`, for route response declarations and the OpenAPI document. */
export function envelopeSchema(data: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'object',
    properties: { code: { type: 'integer' }, message: { type: 'string' }, status: { type: 'integer' }, data },
    required: ['code', 'message', 'status', 'data'],
  };
}
