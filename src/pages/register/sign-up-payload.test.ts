import { signUpPayload, type RegisterValues } from './sign-up-payload';

const values: RegisterValues = {
  tenantCode: ' acme ',
  username: ' new.customer ',
  password: ' pass 1234',
  confirmPassword: ' pass 1234',
  mobile: '13900139000 ',
  smsCode: ' 123456',
  email: '  ',
  customerName: ' Acme Trading ',
  contactName: '',
};

describe('signUpPayload', () => {
  it('trims the text, keeps the password as typed, and drops the confirmation and empty optional fields', () => {
    expect(signUpPayload(values)).toEqual({
      tenantCode: 'acme',
      username: 'new.customer',
      password: ' pass 1234',
      mobile: '13900139000',
      smsCode: '123456',
      customerName: 'Acme Trading',
    });
  });

  it('keeps an e-mail and a contact when given', () => {
    const payload = signUpPayload({ ...values, email: ' ops@acme.cn ', contactName: ' Li Lei ' });
    expect(payload.email).toBe('ops@acme.cn');
    expect(payload.contactName).toBe('Li Lei');
  });

  it('sends an invite code upper-cased, and none when empty', () => {
    expect(signUpPayload({ ...values, inviteCode: ' k7m2q9xa ' }).inviteCode).toBe('K7M2Q9XA');
    expect(signUpPayload({ ...values, inviteCode: ' ' })).not.toHaveProperty('inviteCode');
  });
});
