import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../engine/validation/password-policy';
import { newCustomerPassword } from './customer-commands';

describe('newCustomerPassword', () => {
  it('gives passwords the policy accepts, different each time', () => {
    const passwords = Array.from({ length: 200 }, () => newCustomerPassword());
    for (const password of passwords) expect(passwordProblem(password), password).toBeUndefined();
    expect(new Set(passwords).size).toBe(200);
  });
});
