import { describe, expect, it } from 'vitest';
import { SITES_MSG, ZCreateSiteRequestSchema, ZSiteFormSchema, analyticsSnippet } from './sites.ts';

describe('web analytics sites', () => {
  it('reads the form’s domains one per line or comma separated, lower-cased', () => {
    const parsed = ZSiteFormSchema.parse({
      name: ' Shop ',
      domains: 'Shop.Example.com,\nexample.org ',
    });
    expect(parsed).toEqual({ name: 'Shop', domains: ['shop.example.com', 'example.org'] });
  });

  it('names what is wrong with the domains on the field itself', () => {
    const cases: [string, string][] = [
      ['', SITES_MSG.domainsRequired],
      ['https://shop.example.com', SITES_MSG.domainInvalid],
      ['shop.example.com:8080', SITES_MSG.domainInvalid],
      ['a.test a.test', SITES_MSG.domainsRepeated],
    ];
    for (const [domains, message] of cases) {
      const result = ZSiteFormSchema.safeParse({ name: 'Shop', domains });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['domains'], message });
    }
  });

  it('accepts localhost for local testing and refuses too many domains', () => {
    expect(
      ZCreateSiteRequestSchema.safeParse({ clientId: 1, name: 'Dev', domains: ['localhost'] })
        .success,
    ).toBe(true);
    const many = Array.from({ length: 11 }, (_, i) => `s${i}.example.com`);
    expect(
      ZCreateSiteRequestSchema.safeParse({ clientId: 1, name: 'X', domains: many }).error?.issues[0]
        ?.message,
    ).toBe(SITES_MSG.tooManyDomains);
  });

  it('builds the tag with the stub and the site key', () => {
    const tag = analyticsSnippet('https://app.test/api/analytics.js', 'rsa_abc');
    expect(tag).toContain(
      '<script async src="https://app.test/api/analytics.js" data-site-key="rsa_abc"></script>',
    );
    expect(tag).toContain('window.resonate=window.resonate||');
  });
});
