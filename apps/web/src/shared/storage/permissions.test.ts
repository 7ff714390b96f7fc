import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryKeyStore } from './key-store';
import {
  canChangeFeature,
  readPermissions,
  toPermissionMap,
  writePermissions,
} from './permissions';
import { clearSecureCache, loadSecureItems, setKeyStore } from './secure-items';

describe('permissions', () => {
  beforeEach(() => setKeyStore(createMemoryKeyStore()));

  const all = { createAccess: true, editAccess: true, deleteAccess: true };

  it('keys the login response list by feature id; absent rights are allowed', () => {
    expect(
      toPermissionMap([
        { featureId: 1, viewAccess: true },
        { featureId: 33, viewAccess: false },
        {
          featureId: 3,
          viewAccess: true,
          createAccess: true,
          editAccess: false,
          deleteAccess: false,
        },
      ]),
    ).toEqual({
      1: { viewAccess: true, ...all },
      33: { viewAccess: false, ...all },
      3: { viewAccess: true, createAccess: true, editAccess: false, deleteAccess: false },
    });
  });

  it('answers whether the role may change a feature', async () => {
    await writePermissions([
      {
        featureId: 3,
        viewAccess: true,
        createAccess: false,
        editAccess: true,
        deleteAccess: false,
      },
    ]);
    expect(canChangeFeature(3, 'create')).toBe(false);
    expect(canChangeFeature(3, 'edit')).toBe(true);
    expect(canChangeFeature(3, 'delete')).toBe(false);
    expect(canChangeFeature(15, 'delete')).toBe(true);
  });

  it('accepts a map as is, and reads anything else as empty', () => {
    expect(toPermissionMap({ 7: { viewAccess: false } })).toEqual({ 7: { viewAccess: false } });
    expect(toPermissionMap('not a list')).toEqual({});
    expect(toPermissionMap(null)).toEqual({});
  });

  it('stores the list encrypted, and reads it back after a reload', async () => {
    await writePermissions([{ featureId: 54, viewAccess: false }]);
    const stored = localStorage.getItem('permissions') ?? '';
    expect(stored).not.toContain('featureId');
    expect(() => JSON.parse(stored) as unknown).toThrow();

    clearSecureCache(); // a reload: memory is gone, storage and key remain
    expect(readPermissions()).toEqual({});
    await loadSecureItems();
    expect(readPermissions()).toEqual({ 54: { viewAccess: false, ...all } });
  });

  it('is readable synchronously as soon as it is written', () => {
    void writePermissions({ 1: { viewAccess: true } });
    expect(readPermissions()).toEqual({ 1: { viewAccess: true } });
  });

  it('reads as empty when the key is gone or the value is plain JSON', async () => {
    await writePermissions([{ featureId: 1, viewAccess: true }]);
    setKeyStore(createMemoryKeyStore()); // another key: the stored value cannot be opened
    await loadSecureItems();
    expect(readPermissions()).toEqual({});

    localStorage.setItem('permissions', JSON.stringify({ 7: { viewAccess: true } }));
    await loadSecureItems();
    expect(readPermissions()).toEqual({});
  });
});
