import { X509Certificate } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import { MP_MSG } from '@resonate/contracts/communication-settings/mobile-push';
import { AppError } from '#/errors.ts';

/**
 * Opens a .p12 with its password the way the APNs connection will (a TLS context), so a file
 * that would fail at the first send is refused at upload. OpenSSL says "mac verify failure"
 * (or "bad decrypt") for a wrong password; anything else means the file is not a PKCS#12.
 * Answers the certificate's subject, shown so people can tell which one is installed.
 */
export function openApnsCertificate(pfx: Buffer, passphrase: string): string {
  let context: ReturnType<typeof createSecureContext>;
  try {
    context = createSecureContext({ pfx, passphrase });
  } catch (error) {
    const text = error instanceof Error ? error.message : '';
    if (/mac verify|bad decrypt|password/i.test(text)) {
      throw fieldError('apnsCertPassword', MP_MSG.certPassword);
    }
    throw fieldError('apnsCertificate', MP_MSG.certInvalid);
  }
  try {
    // Node's SecureContext keeps the leaf certificate (DER); not part of the typed API.
    const native = context.context as { getCertificate?: () => Buffer | null };
    const der = native.getCertificate?.();
    return der ? new X509Certificate(der).subject.replace(/\n/g, ', ') : '';
  } catch {
    return '';
  }
}

function fieldError(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { errors: { [field]: message } });
}
