import { describe, expect, it } from 'vitest';
import { PAGE_TEXT } from '@resonate/contracts/messages';
import common from '@/locales/en-GB/common.json';
import { createI18n } from './i18n';

describe('i18n', () => {
  it('starts in en-GB synchronously', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('en-GB');
    expect(i18n.t('menu.dashboard')).toBe('Dashboard');
  });

  it('falls back to en-GB for keys missing in a partial language', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('fr');
    expect(i18n.t('menu.dashboard')).toBe('Tableau de bord'); // translated
    expect(i18n.t('errors.networkLost')).toBe('Network connection lost'); // missing in fr
    await i18n.changeLanguage('zh');
    expect(i18n.t('menu.preferences')).toBe('偏好设置');
    expect(i18n.t('footer.docs')).toBe('Documentation');
  });

  it('en-US overrides only its spellings', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('en-US');
    expect(i18n.t('breadcrumbs.license-info')).toBe('License information');
    expect(i18n.t('breadcrumbs.dashboard')).toBe('Dashboard');
  });

  it('carries the spec texts of contracts/messages to the letter', () => {
    expect(common.errors.notFound).toBe(PAGE_TEXT.notFound);
    expect(common.errors.crash).toBe(PAGE_TEXT.crash);
    expect(common.errors.networkLost).toBe(PAGE_TEXT.networkLost);
    expect(common.errors.routerError).toBe(PAGE_TEXT.routerError);
  });
});
