import type { TContent } from '@resonate/contracts/campaigns/content';
import type { TTemplatePreview } from '@resonate/contracts/campaigns/template-builder';
import { useEffect, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { previewTemplate } from '../api/builder-api';
import type { TProblems } from './problems';

/** Quiet time after the last change before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

export type TLivePreview = {
  /** The last preview that matches the content; null while there is none or it broke. */
  preview: TTemplatePreview | null;
  loading: boolean;
  /** Why the content does not render (field -> message); empty when it does. */
  problems: TProblems;
  /** A failure that is not about the content (network, server): shown with a retry. */
  failure: string | null;
  retry: () => void;
};

/**
 * Renders the unsaved content through PreviewTemplate ~400 ms after the last change. A newer
 * change aborts the older request, so an answer never shows for content that has moved on.
 */
export function useLivePreview(
  channelId: number,
  content: TContent,
  contactId: number | undefined,
  /** Issue 27: preview as a contact of this language ('' = the contact's own, or default). */
  language = '',
): TLivePreview {
  type TAnswer = Omit<TLivePreview, 'retry' | 'loading'> & { key: string };
  const [state, setState] = useState<TAnswer>({
    key: '',
    preview: null,
    problems: {},
    failure: null,
  });
  const [attempt, setAttempt] = useState(0);
  const body = JSON.stringify(content);
  // What the shown answer was made for: anything else means a newer one is on its way.
  const key = JSON.stringify([channelId, body, contactId, language, attempt]);

  useEffect(() => {
    if (channelId <= 0) return;
    const controller = new AbortController();
    const asked = JSON.stringify([channelId, body, contactId, language, attempt]);
    const timer = window.setTimeout(() => {
      const content = JSON.parse(body) as TContent;
      previewTemplate(channelId, content, contactId, controller.signal, language || undefined).then(
        (preview) => setState({ key: asked, preview, problems: {}, failure: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const errors = isApiError(error) ? error.envelope?.errors : undefined;
          if (isApiError(error) && error.status === 400 && errors) {
            setState({ key: asked, preview: null, problems: errors, failure: null });
          } else {
            const failure = error instanceof Error ? error.message : String(error);
            setState({ key: asked, preview: null, problems: {}, failure });
          }
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [channelId, body, contactId, language, attempt]);

  return {
    preview: state.preview,
    problems: state.problems,
    failure: state.failure,
    loading: state.key !== key,
    retry: () => setAttempt((n) => n + 1),
  };
}
