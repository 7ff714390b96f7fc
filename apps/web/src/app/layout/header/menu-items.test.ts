import { describe, expect, it } from 'vitest';
import { isMenuItemEnabled, MENU_ITEMS } from './menu-items';

const byId = (id: string) => MENU_ITEMS.find((item) => item.id === id)!;

describe('menu items', () => {
  it('has Analytics (with Audience analytics 360), Dashboard and Preferences, in that order', () => {
    expect(MENU_ITEMS.map((item) => item.href)).toEqual([
      '/analytics',
      '/dashboard',
      '/preferences',
    ]);
    expect(byId('analytics').children?.map((c) => c.href)).toContain(
      '/analytics/audience-analytics-360',
    );
  });

  it('disables an item whose feature has viewAccess false', () => {
    expect(isMenuItemEnabled(byId('dashboard'), { 1: { viewAccess: false } })).toBe(false);
  });

  it('enables an item whose feature is viewable or has no entry', () => {
    expect(isMenuItemEnabled(byId('dashboard'), { 1: { viewAccess: true } })).toBe(true);
    expect(isMenuItemEnabled(byId('preferences'), { 1: { viewAccess: false } })).toBe(true);
  });
});
