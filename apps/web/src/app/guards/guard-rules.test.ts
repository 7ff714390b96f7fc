import { describe, expect, it } from 'vitest';
import { decideProtectedAccess, notFoundTarget, shouldClearOnLoginArrival } from './guard-rules';

const base = {
  hasToken: true,
  isAuth: true,
  permissions: { 1: { viewAccess: true } },
  pathname: '/dashboard',
};

describe('decideProtectedAccess', () => {
  it('sends visitors without a stored token to login', () => {
    expect(decideProtectedAccess({ ...base, hasToken: false })).toEqual({ kind: 'login' });
  });

  it('sends visitors without the auth flag to login, even with a token', () => {
    expect(decideProtectedAccess({ ...base, isAuth: false })).toEqual({ kind: 'login' });
  });

  it('resets the session when signed in with empty permissions', () => {
    expect(decideProtectedAccess({ ...base, permissions: {} })).toEqual({ kind: 'reset' });
  });

  it('allows a page whose feature is viewable', () => {
    expect(decideProtectedAccess({ ...base, pathname: '/preferences/my-profile' })).toEqual({
      kind: 'allow',
    });
  });

  it('allows a page whose feature has no permission entry', () => {
    expect(decideProtectedAccess({ ...base, pathname: '/consumptions' })).toEqual({
      kind: 'allow',
    });
  });

  it('sends a page with viewAccess false to the dashboard, judged by the last segment', () => {
    const permissions = { 1: { viewAccess: true }, 33: { viewAccess: false } };
    expect(
      decideProtectedAccess({
        ...base,
        permissions,
        pathname: '/consumptions/consumption-channel',
      }),
    ).toEqual({
      kind: 'dashboard',
    });
    expect(decideProtectedAccess({ ...base, permissions, pathname: '/consumptions' })).toEqual({
      kind: 'dashboard',
    });
  });

  it('does not loop when the dashboard itself is denied', () => {
    const permissions = { 1: { viewAccess: false } };
    expect(decideProtectedAccess({ ...base, permissions, pathname: '/dashboard/' })).toEqual({
      kind: 'forbidden',
    });
  });
});

describe('shouldClearOnLoginArrival', () => {
  it('clears an authenticated arrival', () => {
    expect(shouldClearOnLoginArrival(true, null)).toBe(true);
    expect(shouldClearOnLoginArrival(true, { from: 'elsewhere' })).toBe(true);
  });

  it('keeps the session when coming from companies', () => {
    expect(shouldClearOnLoginArrival(true, { from: 'companies' })).toBe(false);
  });

  it('has nothing to clear for a signed-out visitor', () => {
    expect(shouldClearOnLoginArrival(false, null)).toBe(false);
  });
});

describe('notFoundTarget', () => {
  it('points to the dashboard with a stored token, otherwise to login', () => {
    expect(notFoundTarget(true)).toBe('/dashboard');
    expect(notFoundTarget(false)).toBe('/');
  });
});
