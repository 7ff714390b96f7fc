import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { createMemoryKeyStore } from '@/shared/storage/key-store';
import { writePermissions } from '@/shared/storage/permissions';
import { clearSecureCache, setKeyStore } from '@/shared/storage/secure-items';
import { renderAt } from '@/testing/render-with-router';
import PreferencesPage from './preferences-page';

const TILES = {
  myProfile: 'My profile',
  accountSettings: 'Account settings',
  alertsAndNotifications: 'Alerts and notifications',
  dataExchange: 'Data exchange',
};

function tileTitles(): string[] {
  return screen
    .getAllByRole('link')
    .map((link) => link.querySelector('.fw-semibold')?.textContent ?? '');
}

describe('Preferences tiles follow permissions', () => {
  beforeEach(() => {
    setKeyStore(createMemoryKeyStore());
    clearSecureCache();
  });

  it('shows every tile when the role views every feature (no entry is viewable)', () => {
    renderAt(<PreferencesPage />, '/preferences');
    expect(tileTitles()).toEqual(expect.arrayContaining(Object.values(TILES)));
  });

  it.each([
    [FEATURE_IDS.myProfile, TILES.myProfile],
    [FEATURE_IDS.accountSettings, TILES.accountSettings],
    [FEATURE_IDS.alertsAndNotifications, TILES.alertsAndNotifications],
    [FEATURE_IDS.dataExchange, TILES.dataExchange],
  ])('hides the tile of feature %i (%s) when the role cannot view it', (featureId, title) => {
    void writePermissions([{ featureId, viewAccess: false }]);
    renderAt(<PreferencesPage />, '/preferences');
    const titles = tileTitles();
    expect(titles).not.toContain(title);
    // Only that one: the others stay.
    for (const other of Object.values(TILES).filter((name) => name !== title)) {
      expect(titles).toContain(other);
    }
  });
});
