import { shortenNumber } from '@resonate/contracts/format/number';

/** A funnel count, shortened (1.2K), with its rate of the messages sent beneath it. */
export function FigureCell({ value, of }: { value: number; of?: number }) {
  const rate = of && of > 0 ? `${((value / of) * 100).toFixed(1)}%` : null;
  return (
    <td className="comm-table__num">
      <span title={value.toLocaleString('en-GB')}>{shortenNumber(value)}</span>
      {rate ? <span className="comm-table__rate">{rate}</span> : null}
    </td>
  );
}
