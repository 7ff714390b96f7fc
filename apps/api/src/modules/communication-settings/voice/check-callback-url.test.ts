import { describe, expect, it } from 'vitest';
import { AppError } from '#/errors.ts';
import { checkCallbackUrl } from './check-callback-url.ts';

const URL_ = 'https://voice.example.com/callback';
const resolvingTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('checkCallbackUrl', () => {
  it.each(['127.0.0.1', '10.1.2.3', '192.168.1.1', '169.254.169.254', '::1', 'fe80::1'])(
    'refuses a host resolving to %s under the field',
    async (address) => {
      const error = await checkCallbackUrl(URL_, {
        allowPrivate: false,
        resolve: resolvingTo('93.184.215.14', address),
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).fieldErrors).toEqual({
        callbackUrl: 'Callback URL must not point at a private, loopback or link-local address',
      });
    },
  );

  it('accepts a public host, an unresolvable one, and private ones when allowed', async () => {
    const publicHost = { allowPrivate: false, resolve: resolvingTo('93.184.215.14') };
    await expect(checkCallbackUrl(URL_, publicHost)).resolves.toBeUndefined();
    const nowhere = { allowPrivate: false, resolve: resolvingTo() };
    await expect(checkCallbackUrl(URL_, nowhere)).resolves.toBeUndefined();
    const dev = { allowPrivate: true, resolve: resolvingTo('127.0.0.1') };
    await expect(checkCallbackUrl(URL_, dev)).resolves.toBeUndefined();
  });
});
