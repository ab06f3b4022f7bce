import { ApiError } from '../../../engine/data/envelope';
import { serverFieldErrors } from './server-field-errors';

const wording = (text: string, _field: string, message: string) => (text === 'taken' ? message : text);

describe('serverFieldErrors', () => {
  it('puts each server message under the field of that name', () => {
    const error = new ApiError(400, '用户名已存在', { username: 'taken' });
    expect(serverFieldErrors(error, ['username', 'mobile'], {}, wording)).toEqual([{ name: 'username', errors: ['用户名已存在'] }]);
  });

  it('renames aliased fields and leaves out fields the form does not have', () => {
    const error = new ApiError(400, '密码长度最小为8位！', { newPassword: '密码长度最小为8位！', request: 'bad' });
    expect(serverFieldErrors(error, ['password'], { newPassword: 'password' }, wording)).toEqual([{ name: 'password', errors: ['密码长度最小为8位！'] }]);
  });

  it('has nothing for other failures', () => {
    expect(serverFieldErrors(new ApiError(400, 'x'), ['username'], {}, wording)).toEqual([]);
    expect(serverFieldErrors(new Error('network'), ['username'], {}, wording)).toEqual([]);
  });
});
