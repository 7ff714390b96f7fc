import { beforeEach, describe, expect, it } from 'vitest';
import { linkedProviderIn, providerAnswerIn, saveSsoAttempt, takeSsoAttempt } from './sso-attempt';

describe("the provider's answer on the login page", () => {
  it('reads code, state and iss, and nothing from an ordinary visit', () => {
    expect(providerAnswerIn('?code=abc&state=xyz&iss=https%3A%2F%2Fidp.test&other=1')).toEqual({
      state: 'xyz',
      code: 'abc',
      iss: 'https://idp.test',
    });
    expect(providerAnswerIn('?error=access_denied&state=xyz')).toEqual({
      state: 'xyz',
      error: 'access_denied',
    });
    expect(providerAnswerIn('?lastURL=%2Fdashboard')).toBeNull();
    expect(providerAnswerIn('?code=abc')).toBeNull();
  });
});

describe('the attempt kept across the trip to the provider', () => {
  beforeEach(() => sessionStorage.clear());

  it('is taken once', () => {
    const attempt = { state: 's', browserKey: 'k', social: false, lastURL: '', email: 'a@b.test' };
    saveSsoAttempt(attempt);
    expect(takeSsoAttempt()).toEqual(attempt);
    expect(takeSsoAttempt()).toBeNull();
  });
});

describe('linkedProviderIn', () => {
  it.each([
    ['?sso=7', 7],
    ['?code=x&sso=12', 12],
    ['', undefined],
    ['?sso=0', undefined],
    ['?sso=7x', undefined],
    ['?sso=-1', undefined],
  ])('%s names provider %s', (search, providerId) => {
    expect(linkedProviderIn(search)).toBe(providerId);
  });
});
