import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('masks credentials in the query string and keeps the rest', () => {
    expect(redactUrl('/api/AlertAndNotifications/Stream?ticket=abc.def&x=1')).toBe(
      '/api/AlertAndNotifications/Stream?ticket=[redacted]&x=1',
    );
    expect(redactUrl('/docs?a=1&accessToken=zzz')).toBe('/docs?a=1&accessToken=[redacted]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
