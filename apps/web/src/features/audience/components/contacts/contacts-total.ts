import { shortenNumber } from '@resonate/contracts/format/number';
import { groupThousands } from '@resonate/contracts/patterns';

/** A total as the page says it: exact with thousands grouped, an estimate shortened ("1.2M"). */
export function formatTotal(total: number, isEstimate: boolean): string {
  return isEstimate ? shortenNumber(total) : groupThousands(total);
}
