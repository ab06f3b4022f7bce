import { mayUseClient } from './app-client-roles';

describe('mayUseClient', () => {
  it('lets anyone through a client limited to no roles', () => {
    expect(mayUseClient([], [])).toBe(true);
    expect(mayUseClient([], ['ROLE_OPERATOR'])).toBe(true);
  });
  it('needs one of the client\'s roles when it names some', () => {
    expect(mayUseClient(['ROLE_ADMIN', 'ROLE_CUSTOMS'], ['ROLE_OPERATOR', 'ROLE_CUSTOMS'])).toBe(true);
    expect(mayUseClient(['ROLE_ADMIN'], ['ROLE_OPERATOR'])).toBe(false);
    expect(mayUseClient(['ROLE_ADMIN'], [])).toBe(false);
  });
});
