import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { refusalOf } from './use-form-refusal';

const FIELDS = ['username', 'email'] as const;

describe('refusalOf', () => {
  it('puts a refusal on the field the server named, without the name in front', () => {
    const error = new ApiError(400, 'email: Enter a valid e-mail address.', {
      code: 'request.invalid-field',
      field: 'email',
    });
    expect(refusalOf(error, FIELDS, 'Failed')).toEqual({
      field: 'email',
      message: 'Enter a valid e-mail address.',
    });
  });

  it('keeps a message on its field whole when it does not start with the name', () => {
    const error = new ApiError(409, 'That username is taken.', { field: 'username' });
    expect(refusalOf(error, FIELDS, 'Failed')).toEqual({
      field: 'username',
      message: 'That username is taken.',
    });
  });

  it('puts on the form a refusal of a field the form does not have, or of no field', () => {
    const other = new ApiError(400, 'role: Choose a role.', { field: 'role' });
    expect(refusalOf(other, FIELDS, 'Failed')).toEqual({ message: 'role: Choose a role.' });
    const none = new ApiError(409, 'An admin with this e-mail exists.', { code: 'admin.exists' });
    expect(refusalOf(none, FIELDS, 'Failed')).toEqual({
      message: 'An admin with this e-mail exists.',
    });
  });

  it('gives the fallback when the server could not be reached, or something else broke', () => {
    expect(refusalOf(new ApiError(0, 'Could not reach'), FIELDS, 'Failed')).toEqual({
      message: 'Failed',
    });
    expect(refusalOf(new Error('boom'), FIELDS, 'Failed')).toEqual({ message: 'Failed' });
  });
});
