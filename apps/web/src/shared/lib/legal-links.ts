import type { TLegalInfo } from '@resonate/contracts/legal';
import { paths } from '@/config/paths';
import { storedMasterData } from '@/shared/api/system/master-data';

export type TLegalKind = 'privacy' | 'terms';

/**
 * Where a privacy or terms link goes: the operator's page when PRIVACY_URL / TERMS_URL is set,
 * else the product's own page. Before the first master data answer is stored, the product's
 * page, which forwards to the operator's once it knows it.
 */
export function legalHref(
  kind: TLegalKind,
  legal: TLegalInfo | undefined = storedMasterData()?.legal,
): string {
  return operatorLegalUrl(kind, legal) ?? paths[kind].getHref();
}

/** The operator's own page of this kind (PRIVACY_URL, TERMS_URL), or null when not set. */
export function operatorLegalUrl(kind: TLegalKind, legal: TLegalInfo | undefined): string | null {
  return (kind === 'privacy' ? legal?.privacyUrl : legal?.termsUrl) ?? null;
}
