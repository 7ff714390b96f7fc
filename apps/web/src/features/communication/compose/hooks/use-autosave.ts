import { COMMUNICATION_LIMITS } from '@resonate/contracts/campaigns/communications';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fieldErrorsOf, saveDraft } from '../api/compose-calls';
import { isSavable, toRequest, type TDraft } from '../lib/draft';

export type TSaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/**
 * Saves the draft COMMUNICATION_LIMITS.autosaveSeconds after the last change, one save at a
 * time. `flush()` saves now (waiting for a save in flight) and resolves to the draft's id, so
 * steps that read the saved draft (estimate, preview, test, launch) and leaving the page see
 * what is on screen. Drafts are immutable objects: "unsaved" means "not the object last saved".
 */
export function useAutosave(
  draft: TDraft,
  initialId: number | null,
  onCreated: (communicationId: number) => void,
) {
  const [saved, setSaved] = useState<TDraft | null>(initialId ? draft : null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [errorMessage, setErrorMessage] = useState('');
  const idRef = useRef(initialId);
  const draftRef = useRef(draft);
  const savedRef = useRef<TDraft | null>(saved);
  const inFlightRef = useRef<Promise<unknown> | null>(null);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
    draftRef.current = draft;
  });

  const flush = useCallback(async (): Promise<number | null> => {
    while (inFlightRef.current) await inFlightRef.current.catch(() => undefined);
    const current = draftRef.current;
    if (!isSavable(current) || savedRef.current === current) return idRef.current;
    setSaving(true);
    const save = saveDraft(toRequest(current, idRef.current));
    inFlightRef.current = save;
    try {
      const result = await save;
      savedRef.current = current;
      setSaved(current);
      setErrors({});
      setErrorMessage('');
      if (idRef.current === null) {
        idRef.current = result.communicationId;
        onCreatedRef.current(result.communicationId);
      }
      return idRef.current;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setErrorMessage(error instanceof Error ? error.message : String(error));
      throw error;
    } finally {
      inFlightRef.current = null;
      setSaving(false);
    }
  }, []);

  useEffect(() => {
    if (!isSavable(draft) || savedRef.current === draft) return;
    const timer = setTimeout(() => {
      flush().catch(() => undefined);
    }, COMMUNICATION_LIMITS.autosaveSeconds * 1000);
    return () => clearTimeout(timer);
  }, [draft, flush]);

  /** Changes on screen that the server does not have yet. */
  const isDirty = useCallback(
    () => isSavable(draftRef.current) && savedRef.current !== draftRef.current,
    [],
  );

  useEffect(() => {
    // Closing the tab with changes not yet saved: the browser asks first.
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const state: TSaveState = saving
    ? 'saving'
    : errorMessage
      ? 'error'
      : isSavable(draft) && saved !== draft
        ? 'pending'
        : saved
          ? 'saved'
          : 'idle';
  return { state, errors, errorMessage, flush, isDirty };
}
