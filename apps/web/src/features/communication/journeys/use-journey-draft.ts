import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  JOURNEY_MSG,
  type TJourney,
  type TJourneyGraph,
  type TReentry,
} from '@resonate/contracts/campaigns/journeys';
import { notifySuccess } from '@/shared/lib/notify';
import {
  failureOf,
  journeyQuery,
  runJourneyAction,
  saveJourney,
  validateJourney,
  type TJourneyAction,
} from './journey-api';

export type TDraft = { name: string; graph: TJourneyGraph; reentry: TReentry };

export type TNotice = { tone: 'success' | 'danger' | 'warning'; text: string; stale?: boolean };

const draftOf = (journey: TJourney): TDraft => ({
  name: journey.name,
  graph: journey.graph,
  reentry: journey.reentry,
});

/**
 * The journey as edited on the page, and what the toolbar does with it. The server's copy
 * replaces the draft whenever nothing is unsaved (so the live counts and status follow the
 * poll); a stale save (409) says so and offers to reload instead of overwriting.
 */
export function useJourneyDraft(journey: TJourney | undefined) {
  const queryClient = useQueryClient();
  // Unsaved edits; null means the page shows the server's copy (and follows its polls).
  const [edits, setEdits] = useState<TDraft | null>(null);
  const draft = edits ?? (journey ? draftOf(journey) : null);
  const dirty = edits !== null;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<TNotice | null>(null);
  const [busy, setBusy] = useState(false);

  const stored = (next: TJourney) => {
    queryClient.setQueryData(journeyQuery(next.journeyId).queryKey, next);
    setEdits(null);
  };

  const edit = (change: Partial<TDraft>) => {
    if (!journey) return;
    setEdits((current) => ({ ...(current ?? draftOf(journey)), ...change }));
  };

  const fail = (error: unknown) => {
    const failure = failureOf(error);
    setErrors(failure.errors);
    setNotice({
      tone: failure.stale ? 'warning' : 'danger',
      text: failure.message,
      stale: failure.stale,
    });
  };

  /** Saves unsaved changes; false when the save was refused. */
  const save = async (quiet = false): Promise<boolean> => {
    if (!journey || !draft) return false;
    if (!dirty) return true;
    setBusy(true);
    try {
      const saved = await saveJourney({
        journeyId: journey.journeyId,
        version: journey.version,
        ...draft,
      });
      stored(saved);
      setErrors({});
      if (!quiet) setNotice({ tone: 'success', text: JOURNEY_MSG.saved });
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const validate = async () => {
    if (!draft) return;
    setBusy(true);
    try {
      const result = await validateJourney(draft.graph);
      setErrors(result.errors);
      setNotice(result.valid ? { tone: 'success', text: JOURNEY_MSG.valid } : null);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const act = async (action: TJourneyAction) => {
    if (!journey) return;
    if (!(await save(true))) return;
    setBusy(true);
    try {
      const { journey: next, message } = await runJourneyAction(action, journey.journeyId);
      setErrors({});
      setNotice(null);
      notifySuccess(action, message);
      if (next) stored(next);
      await queryClient.invalidateQueries({ queryKey: journeyQuery(journey.journeyId).queryKey });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    if (!journey) return;
    setEdits(null);
    setNotice(null);
    setErrors({});
    await queryClient.invalidateQueries({ queryKey: journeyQuery(journey.journeyId).queryKey });
  };

  return { draft, dirty, errors, notice, busy, edit, save, validate, act, reload, setNotice };
}
