import { describe, expect, it } from 'vitest';
import { readPermissions, toPermissionMap } from './permissions';

describe('permissions', () => {
  it('keys the login response list by feature id', () => {
    expect(
      toPermissionMap([
        { featureId: 1, viewAccess: true },
        { featureId: 33, viewAccess: false },
      ]),
    ).toEqual({ 1: { viewAccess: true }, 33: { viewAccess: false } });
  });

  it('accepts a stored map as is, and reads garbage as empty', () => {
    localStorage.setItem('permissions', JSON.stringify({ 7: { viewAccess: false } }));
    expect(readPermissions()).toEqual({ 7: { viewAccess: false } });
    localStorage.setItem('permissions', 'not json');
    expect(readPermissions()).toEqual({});
  });
});
