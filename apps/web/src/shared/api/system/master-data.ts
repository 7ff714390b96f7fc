import type { TMasterData } from '@resonate/contracts/master-data';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { readJson, writeItem } from '../../storage/local-storage';
import { apiGet } from '../client';

/** GET /api/GetMasterData. The response is stored locally when non-empty (spec section 7). */
export async function getMasterData(): Promise<TMasterData | null> {
  const envelope = await apiGet<TMasterData>('GetMasterData', { noLoader: true });
  const data = envelope.data ?? null;
  if (isNonEmptyMasterData(data)) writeItem(STORAGE_KEYS.masterData, JSON.stringify(data));
  return data;
}

export function isNonEmptyMasterData(data: TMasterData | null | undefined): data is TMasterData {
  return (
    !!data &&
    typeof data === 'object' &&
    Object.values(data).some((list) => Array.isArray(list) && list.length > 0)
  );
}

export function storedMasterData(): TMasterData | undefined {
  const stored = readJson<TMasterData>(STORAGE_KEYS.masterData);
  return isNonEmptyMasterData(stored) ? stored : undefined;
}

let bootStarted = false;
let bootFetch: Promise<TMasterData | null> | undefined;

/**
 * The page load's one fetch (spec section 7), started at boot without the query library, which
 * the login page does not load. The first query to need master data takes this answer.
 */
export function fetchMasterDataAtBoot(): void {
  if (bootStarted) return;
  bootStarted = true;
  bootFetch = getMasterData();
  bootFetch.catch(() => undefined); // the api client reported it; a query will try again
}

export function takeBootMasterData(): Promise<TMasterData | null> {
  const pending = bootFetch;
  bootFetch = undefined;
  return pending ?? getMasterData();
}
