import { FEATURE_IDS } from '@resonate/contracts/features';
import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-access.ts';

const audience = FEATURE_IDS.audience;

describe('routeAccess', () => {
  it('reads need only the view right', () => {
    for (const name of [
      'GetContacts',
      'ListApiKeys',
      'CheckListNameExists',
      'PreviewDynamicCount',
      'ExportList',
    ]) {
      expect(routeAccess(audience, `/api/Audience/${name}`, undefined)).toBeUndefined();
    }
  });

  it('names say create, edit or delete', () => {
    expect(routeAccess(audience, '/api/Audience/CreateList', undefined)).toBe('create');
    expect(routeAccess(audience, '/api/Audience/UploadImportFiles', undefined)).toBe('create');
    expect(routeAccess(audience, '/api/Audience/UpsertContact', undefined)).toBe('edit');
    expect(routeAccess(audience, '/api/Audience/RenameList', undefined)).toBe('edit');
    expect(routeAccess(audience, '/api/Audience/CancelImport', undefined)).toBe('edit');
    expect(routeAccess(audience, '/api/Audience/DeleteContacts', undefined)).toBe('delete');
    expect(routeAccess(audience, '/api/DataExchange/RevokeApiKey', undefined)).toBe('delete');
  });

  it('a route can declare its access, and personal features are never locked', () => {
    expect(routeAccess(audience, '/api/Audience/GetImport', 'edit')).toBe('edit');
    expect(routeAccess(audience, '/api/Audience/SendSomething', 'view')).toBeUndefined();
    expect(routeAccess(FEATURE_IDS.myProfile, '/api/ProfileUpdate', undefined)).toBeUndefined();
  });
});
