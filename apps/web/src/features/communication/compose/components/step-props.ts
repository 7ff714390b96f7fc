import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import type { TDraft } from '../lib/draft';

/** What every step panel receives. */
export type TStepProps = {
  draft: TDraft;
  update: (change: (draft: TDraft) => TDraft) => void;
  options: TComposeOptions;
  /** Errors to show under fields, keyed like the API's (e.g. `content.subject`). */
  errors: TFieldErrors;
  /** Saves now and gives the draft's id (null while the draft cannot be saved yet). */
  flush: () => Promise<number | null>;
};
