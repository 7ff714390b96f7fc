import { TriangleAlert } from 'lucide-react';
import { POSSIBLY_DUPLICATED_MSG } from '@resonate/contracts/campaigns/send-progress';

/**
 * Under the Sent figure: messages a stopped worker had handed to the provider and sent again
 * at restart (issue 22, item 5). Nothing when there are none. The short text is what the cell
 * shows; the explanation is its tooltip and what a screen reader reads after it.
 */
export function DuplicateNote({ count }: { count: number | undefined }) {
  if (!count || count <= 0) return null;
  const explained = POSSIBLY_DUPLICATED_MSG.explained(count);
  return (
    <span className="comm-table__doubt" title={explained}>
      <TriangleAlert size={12} aria-hidden="true" />
      {POSSIBLY_DUPLICATED_MSG.short(count)}
      <span className="visually-hidden">. {explained}</span>
    </span>
  );
}
