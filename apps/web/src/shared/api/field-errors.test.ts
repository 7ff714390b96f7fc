import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { setFieldErrors } from './field-errors';

const refusal = (errors?: Record<string, string>) =>
  new ApiError('Invalid request', 400, 'Things/Save', {
    status: false,
    message: 'Invalid request',
    errors,
  });

describe('setFieldErrors', () => {
  it("puts each of the server's field errors under its input and counts them", () => {
    const setError = vi.fn();
    const placed = setFieldErrors(
      setError,
      refusal({ name: 'Name taken', 'address.city': 'Enter a city' }),
    );
    expect(placed).toBe(2);
    expect(setError.mock.calls).toEqual([
      ['name', { message: 'Name taken' }],
      ['address.city', { message: 'Enter a city' }],
    ]);
  });

  it('shows a refusal without field errors as the root error only when asked', () => {
    const quiet = vi.fn();
    expect(setFieldErrors(quiet, refusal())).toBe(0);
    expect(quiet).not.toHaveBeenCalled();

    const withRoot = vi.fn();
    setFieldErrors(withRoot, new Error('Network down'), { root: true });
    expect(withRoot.mock.calls).toEqual([['root', { message: 'Network down' }]]);
  });
});
