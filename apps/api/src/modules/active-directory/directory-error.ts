import { AD_MSG } from '@resonate/contracts/auth/active-directory';

/**
 * Why a directory could not be used. `message` is for the admin (connection test, sign-in log);
 * a user signing in gets a plainer one (see directoryFailure in ad-sign-in.ts).
 */
export type TDirectoryFailure =
  'cleartext' | 'host' | 'unreachable' | 'tls' | 'service-bind' | 'search-base' | 'ambiguous';

const ADMIN_MESSAGES: Record<TDirectoryFailure, string> = {
  cleartext: AD_MSG.cleartextRefused,
  host: AD_MSG.hostRefused,
  unreachable: AD_MSG.unreachable,
  tls: AD_MSG.tlsFailed,
  'service-bind': AD_MSG.serviceBindFailed,
  'search-base': AD_MSG.searchBaseMissing,
  ambiguous: AD_MSG.ambiguousUser,
};

export class DirectoryError extends Error {
  override name = 'DirectoryError';
  readonly failure: TDirectoryFailure;
  constructor(failure: TDirectoryFailure, options?: { cause?: unknown }) {
    super(ADMIN_MESSAGES[failure], options);
    this.failure = failure;
  }
}

const TLS_CODE = /^(ERR_TLS|ERR_SSL|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|CERT_|HOSTNAME_MISMATCH)/;

/** A socket or TLS error from the client, as the failure the admin can act on. */
export function classifyConnectionError(error: unknown): DirectoryError {
  if (error instanceof DirectoryError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && TLS_CODE.test(code))
    return new DirectoryError('tls', { cause: error });
  const message = error instanceof Error ? error.message : '';
  if (/certificate|self.signed|altnames/i.test(message))
    return new DirectoryError('tls', { cause: error });
  return new DirectoryError('unreachable', { cause: error });
}
