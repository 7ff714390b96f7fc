/**
 * Passkey prompts through @simplewebauthn/browser, loaded only when a passkey is used: the login
 * page must not carry it. A prompt the user closes or lets time out is "cancelled", not an error.
 */
export type TPasskeyResult<T> = { ok: true; response: T } | { ok: false; cancelled: boolean };

function outcomeOf(error: unknown): { ok: false; cancelled: boolean } {
  const name = error instanceof Error ? error.name : '';
  return { ok: false, cancelled: name === 'NotAllowedError' || name === 'AbortError' };
}

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

export async function createPasskey(
  options: Record<string, unknown>,
): Promise<TPasskeyResult<Record<string, unknown>>> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    const response = await startRegistration({
      optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
    });
    return { ok: true, response: response as unknown as Record<string, unknown> };
  } catch (error) {
    return outcomeOf(error);
  }
}

export async function getPasskeyAssertion(
  options: Record<string, unknown>,
): Promise<TPasskeyResult<Record<string, unknown>>> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const response = await startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
    return { ok: true, response: response as unknown as Record<string, unknown> };
  } catch (error) {
    return outcomeOf(error);
  }
}
