import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TGetJourneysRequest,
  TJourney,
  TJourneyEntryRow,
  TJourneyGraph,
  TJourneySummary,
  TJourneyValidation,
  TSaveJourneyRequest,
} from '@resonate/contracts/campaigns/journeys';
import { apiPost } from '@/shared/api/client';
import { isApiError } from '@/shared/api/api-error';
import { payloadOf } from '../compose/api/payload-of';

/** Every journey query lives under this key. */
export const JOURNEYS_KEY = ['communication', 'journeys'] as const;

/** While a journey runs, its step counts move on their own: the canvas polls this often. */
export const LIVE_COUNTS_MS = 5_000;

/** POST /api/Communication/GetJourneys. */
export function useJourneys(request: TGetJourneysRequest) {
  return useQuery({
    queryKey: [...JOURNEYS_KEY, 'page', request],
    queryFn: async ({ signal }) => {
      const envelope = await apiPost<{ journeys: TJourneySummary[] }>(
        'Communication/GetJourneys',
        request,
        { noLoader: true, silent: true, signal },
      );
      return { rows: payloadOf(envelope).journeys, total: envelope.totalRows ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

export const journeyQuery = (journeyId: number) =>
  queryOptions({
    queryKey: [...JOURNEYS_KEY, 'one', journeyId],
    queryFn: async ({ signal }): Promise<TJourney> =>
      payloadOf(
        await apiPost<TJourney>(
          'Communication/GetJourney',
          { journeyId },
          { noLoader: true, silent: true, signal },
        ),
      ),
    refetchInterval: (query) => (query.state.data?.status === 'active' ? LIVE_COUNTS_MS : false),
    retry: false,
  });

/** POST /api/Communication/GetJourney, polled every 5 s while the journey is active. */
export function useJourney(journeyId: number | null) {
  return useQuery({ ...journeyQuery(journeyId ?? 0), enabled: journeyId !== null });
}

/** POST /api/Communication/SaveJourney: creates (no id) or replaces the draft/paused journey. */
export async function saveJourney(request: TSaveJourneyRequest): Promise<TJourney> {
  // Silent: a stale version and field errors are shown on the page, not toasted.
  return payloadOf(await apiPost<TJourney>('Communication/SaveJourney', request, { silent: true }));
}

/** POST /api/Communication/ValidateJourney on the graph as drawn (saved or not). */
export async function validateJourney(graph: TJourneyGraph): Promise<TJourneyValidation> {
  return payloadOf(
    await apiPost<TJourneyValidation>('Communication/ValidateJourney', { graph }, { silent: true }),
  );
}

export type TJourneyAction = 'StartJourney' | 'PauseJourney' | 'ResumeJourney' | 'ArchiveJourney';

/** Start / Pause / Resume / Archive; the envelope's message is the outcome in words. */
export async function runJourneyAction(
  action: TJourneyAction,
  journeyId: number,
): Promise<{ journey: TJourney | null; message: string }> {
  const envelope = await apiPost<TJourney>(
    `Communication/${action}`,
    { journeyId },
    { silent: true },
  );
  if (!envelope.status) throw new Error(envelope.message);
  return { journey: envelope.data ?? null, message: envelope.message };
}

/** A refusal's per-step messages (`nodes.<id>` -> text) and its headline. */
export function failureOf(error: unknown): {
  message: string;
  errors: Record<string, string>;
  stale: boolean;
} {
  if (isApiError(error)) {
    return {
      message: error.envelope?.message ?? error.message,
      errors: error.envelope?.errors ?? {},
      stale: error.status === 409,
    };
  }
  return {
    message: error instanceof Error ? error.message : String(error),
    errors: {},
    stale: false,
  };
}

export const ENTRIES_PAGE_SIZE = 10;

/** POST /api/Communication/GetJourneyEntries: who is at a step now (masked), live while active. */
export function useJourneyEntries(
  journeyId: number,
  nodeId: string,
  pageNo: number,
  live: boolean,
) {
  return useQuery({
    queryKey: [...JOURNEYS_KEY, 'entries', journeyId, nodeId, pageNo],
    queryFn: async ({ signal }) => {
      const envelope = await apiPost<{ entries: TJourneyEntryRow[] }>(
        'Communication/GetJourneyEntries',
        { journeyId, nodeId, pageNo, pageSize: ENTRIES_PAGE_SIZE },
        { noLoader: true, silent: true, signal },
      );
      return { rows: payloadOf(envelope).entries, total: envelope.totalRows ?? 0 };
    },
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_COUNTS_MS : false,
  });
}
