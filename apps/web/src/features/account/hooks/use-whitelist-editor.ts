import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TIpWhitelistItem, TLockoutRefusal } from '@resonate/contracts/account';
import { paths } from '@/config/paths';
import { isApiError } from '@/shared/api/api-error';
import { notifyError, notifySuccess } from '@/shared/lib/notify';
import { clearSession } from '@/shared/lib/session';
import { loadPage } from '@/shared/lib/full-page-navigation';
import { useUpsertIpWhitelist } from '../api/ip-whitelist';
import {
  newRow,
  rowErrorsFromServer,
  sameRows,
  toDraft,
  toRequestItems,
  validateRows,
  type TDraftRow,
  type TRowErrors,
} from '../lib/whitelist-rows';

function lockoutOf(error: unknown): TLockoutRefusal | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = error.envelope?.data as Partial<TLockoutRefusal> | undefined;
  return data?.requiresConfirmation && data.currentIp
    ? { requiresConfirmation: true, currentIp: data.currentIp }
    : null;
}

/**
 * The whitelist card's draft: rows edited locally until saved, row messages from the contracts'
 * rules (and the server's, such as 'IP address already exists'), and the lockout question when
 * the list would leave out the admin's own address. Confirming it signs the admin out.
 */
export function useWhitelistEditor(clientId: number | null, saved: readonly TIpWhitelistItem[]) {
  const { t } = useTranslation('pages');
  const upsert = useUpsertIpWhitelist(clientId);
  const [draft, setDraft] = useState<TDraftRow[] | null>(null);
  const [errors, setErrors] = useState<TRowErrors>({});
  const [lockout, setLockout] = useState<TLockoutRefusal | null>(null);
  const rows = draft ?? toDraft(saved);
  const dirty = draft !== null && !sameRows(draft, saved);

  const edit = (next: TDraftRow[]) => {
    setDraft(next);
    // Messages follow the rows as typed once the person has tried to save.
    if (Object.keys(errors).length > 0) setErrors(validateRows(next));
  };

  const save = (confirmLockout = false) => {
    const found = validateRows(rows);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const items = toRequestItems(rows, saved);
    upsert.mutate(
      { items, confirmLockout },
      {
        onSuccess: () => {
          setDraft(null);
          setLockout(null);
          if (confirmLockout) {
            clearSession();
            loadPage(paths.login.getHref());
            return;
          }
          notifySuccess(t('account.whitelist.title'), t('account.whitelist.saved'));
        },
        onError: (error) => {
          const refusal = lockoutOf(error);
          if (refusal) return setLockout(refusal);
          const fromServer = rowErrorsFromServer(isApiError(error) ? error.envelope?.errors : {});
          if (Object.keys(fromServer).length > 0) return setErrors(fromServer);
          notifyError(t('account.whitelist.title'), error.message);
        },
      },
    );
  };

  return {
    rows,
    errors,
    dirty,
    saving: upsert.isPending,
    lockout,
    add: () => edit([...rows, newRow()]),
    change: (index: number, field: 'ipAddress' | 'description', value: string) =>
      edit(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row))),
    remove: (index: number) => edit(rows.filter((_, i) => i !== index)),
    cancel: () => {
      setDraft(null);
      setErrors({});
    },
    save: () => save(false),
    confirmLockout: () => save(true),
    dismissLockout: () => setLockout(null),
  };
}

export type TWhitelistEditor = ReturnType<typeof useWhitelistEditor>;
