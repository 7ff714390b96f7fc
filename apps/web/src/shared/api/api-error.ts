import type { TEnvelope } from '@resonate/contracts/envelope';

/** A failed call: HTTP status (0 when the network failed) and the server's envelope if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly path: string;
  readonly envelope: TEnvelope<unknown> | null;

  constructor(message: string, status: number, path: string, envelope: TEnvelope<unknown> | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.path = path;
    this.envelope = envelope;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
