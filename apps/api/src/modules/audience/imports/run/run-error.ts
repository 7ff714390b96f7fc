import { IMPORT_MSG } from '@resonate/contracts/audience/imports';
import { LIST_MSG } from '@resonate/contracts/audience/lists';

/** A run stopped for a reason the user can read and act on; the message is shown as is. */
export class ImportRunError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRunError';
  }
}

/** The user asked to stop. */
export class ImportCancelledError extends Error {
  constructor() {
    super('import cancelled');
    this.name = 'ImportCancelledError';
  }
}

const UNEXPECTED =
  'The import failed unexpectedly; retry it, and contact support if it fails again';
const RACED =
  'A contact with the same email or mobile number was saved while the import ran; retry the import';

/** What the import shows for a failure: the reason when known, a generic line otherwise. */
export function failureMessage(error: unknown): { message: string; expected: boolean } {
  if (error instanceof ImportRunError) return { message: error.message, expected: true };
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23505' && constraint === 'audience_lists_name_idx')
    return { message: LIST_MSG.nameTaken, expected: true };
  if (code === '23505' && constraint?.startsWith('contacts_'))
    return { message: RACED, expected: true };
  if (code === 'ENOENT') return { message: IMPORT_MSG.filesGone, expected: true };
  return { message: UNEXPECTED, expected: false };
}
