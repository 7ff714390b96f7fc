import type { ReactNode } from 'react';
import { shortenNumber } from '@resonate/contracts/format/number';

/**
 * A funnel count, shortened (1.2K), with its rate of the messages sent beneath it, and a note
 * under it when there is something to say about the count.
 */
export function FigureCell({ value, of, note }: { value: number; of?: number; note?: ReactNode }) {
  const rate = of && of > 0 ? `${((value / of) * 100).toFixed(1)}%` : null;
  return (
    <td className="comm-table__num">
      <span title={value.toLocaleString('en-GB')}>{shortenNumber(value)}</span>
      {rate ? <span className="comm-table__rate">{rate}</span> : null}
      {note}
    </td>
  );
}
