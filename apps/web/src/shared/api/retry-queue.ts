/**
 * Requests that failed with 401 because the session expired wait here while the user signs in
 * again in the session modal. Each caller holds a promise that settles when its request is sent
 * again after sign-in (with the new token), or rejects if the session ends instead (logout).
 */
type TParked = {
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
};

let parked: TParked[] = [];

export function parkRequest<T>(run: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    parked.push({ run, resolve: resolve as (value: unknown) => void, reject });
  });
}

/** Sends every parked request again; each settles its caller's promise with the new outcome. */
export function retryParkedRequests(): void {
  const batch = parked;
  parked = [];
  for (const entry of batch) entry.run().then(entry.resolve, entry.reject);
}

export function rejectParkedRequests(reason: unknown): void {
  const batch = parked;
  parked = [];
  for (const entry of batch) entry.reject(reason);
}

export function parkedRequestCount(): number {
  return parked.length;
}
