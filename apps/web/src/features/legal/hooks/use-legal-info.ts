import { useEffect, useState } from 'react';
import type { TLegalInfo } from '@resonate/contracts/legal';
import { storedMasterData, takeBootMasterData } from '@/shared/api/system/master-data';

/**
 * The operator's privacy and terms settings: the stored master data at once, then this page
 * load's answer (the configuration may have changed since the copy was stored). `null` when
 * neither has them (the fetch failed on a first visit).
 */
export function useLegalInfo(): TLegalInfo | null | undefined {
  const [legal, setLegal] = useState<TLegalInfo | null | undefined>(
    () => storedMasterData()?.legal,
  );
  useEffect(() => {
    let live = true;
    takeBootMasterData()
      .then((data) => data?.legal ?? null)
      .catch(() => null)
      .then((fresh) => {
        if (live) setLegal((current) => fresh ?? current ?? null);
      });
    return () => {
      live = false;
    };
  }, []);
  return legal;
}
