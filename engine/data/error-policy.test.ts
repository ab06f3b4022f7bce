import { envelopeFailureActions, transportFailureAction } from './error-policy';

describe('envelopeFailureActions', () => {
  it('shows the message for 5 s, or "Error" without one', () => {
    expect(envelopeFailureActions({ code: 400, message: '用户名或密码错误' })).toEqual([{ kind: 'toast', message: '用户名或密码错误' }]);
    expect(envelopeFailureActions({ code: 403, message: '' })).toEqual([{ kind: 'toast', message: 'Error' }]);
  });
  it('treats 400 "more 5" as the account lock', () => {
    expect(envelopeFailureActions({ code: 400, message: 'more 5' })).toEqual([{ kind: 'locked' }]);
  });
  it('asks to log in again for 50008, 50012 and 50014', () => {
    for (const code of [50008, 50012, 50014]) expect(envelopeFailureActions({ code, message: 'x' })[0]!.kind).toBe('confirmRelogin');
  });
  it('clears the token on 500 without a message or with "expired"', () => {
    expect(envelopeFailureActions({ code: 500, message: '' })[0]!.kind).toBe('clearToken');
    expect(envelopeFailureActions({ code: 500, message: 'refresh_token expired or revoked' })[0]!.kind).toBe('clearToken');
    expect(envelopeFailureActions({ code: 500, message: 'database down' })).toEqual([{ kind: 'toast', message: 'database down' }]);
  });
});

describe('transportFailureAction', () => {
  it('logs out on a 401, shows anything else', () => {
    expect(transportFailureAction({ message: 'Request failed with status code 401' })).toEqual({ kind: 'logout' });
    expect(transportFailureAction({ status: 401 })).toEqual({ kind: 'logout' });
    expect(transportFailureAction({ message: 'Network Error' })).toEqual({ kind: 'toast', message: 'Network Error' });
  });
});
