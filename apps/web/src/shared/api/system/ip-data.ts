import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import type { TIpData } from '@resonate/contracts/system';
import { writeItem } from '../../storage/local-storage';
import { apiPost } from '../client';

/**
 * POST /api/GetIPData, stored under `ipAddressData` for sign-in payloads. Silent: the IP lookup
 * is background information and its failure is no reason to interrupt the user.
 */
export async function getIpData(ipaddress?: string): Promise<TIpData | null> {
  const envelope = await apiPost<TIpData>('GetIPData', ipaddress ? { ipaddress } : {}, {
    silent: true,
    noLoader: true,
  });
  if (envelope.data) writeItem(STORAGE_KEYS.ipAddressData, JSON.stringify(envelope.data));
  return envelope.data ?? null;
}

let bootStarted = false;
let bootFetch: Promise<TIpData | null> | undefined;

/** The page load's one lookup, started at boot; the first query to need IP data takes it. */
export function fetchIpDataAtBoot(): void {
  if (bootStarted) return;
  bootStarted = true;
  bootFetch = getIpData();
  bootFetch.catch(() => undefined); // silent by design (see getIpData)
}

export function takeBootIpData(): Promise<TIpData | null> {
  const pending = bootFetch;
  bootFetch = undefined;
  return pending ?? getIpData();
}
