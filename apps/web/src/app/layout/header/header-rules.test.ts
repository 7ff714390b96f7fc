import { describe, expect, it } from 'vitest';
import { isAppMenuVisible, isHeaderVisible } from './header-rules';

describe('isHeaderVisible', () => {
  it.each([
    '/',
    '/mdc-workflow',
    '/template-builder',
    '/create-mdc-communication',
    '/MDC-Workflow/',
  ])('hides the header on %s', (path) => expect(isHeaderVisible(path)).toBe(false));

  it.each([
    '/dashboard',
    '/preferences/my-profile',
    '/communication/list',
    '/no-such-page',
    '/docs',
  ])('shows the header on %s', (path) => expect(isHeaderVisible(path)).toBe(true));
});

describe('isAppMenuVisible', () => {
  it.each(['/account-activate', '/payment', '/account-setup', '/Licensetype', '/sign-up'])(
    'shows no app menu on the onboarding step %s, signed in or not',
    (path) => {
      expect(isAppMenuVisible(path, false)).toBe(false);
      expect(isAppMenuVisible(path, true)).toBe(false);
    },
  );

  it('shows the app menu to a signed-in user elsewhere, never to a signed-out visitor', () => {
    expect(isAppMenuVisible('/dashboard', true)).toBe(true);
    expect(isAppMenuVisible('/no-such-page', true)).toBe(true);
    expect(isAppMenuVisible('/no-such-page', false)).toBe(false);
  });
});
