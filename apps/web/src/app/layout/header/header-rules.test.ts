import { describe, expect, it } from 'vitest';
import { isHeaderVisible } from './header-rules';

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
