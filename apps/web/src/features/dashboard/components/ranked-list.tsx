import type { ReactNode } from 'react';
import { ChannelLabel } from './channel-label';

export type TRankedItem = {
  key: number;
  name: string;
  channelId: number;
  /** The figure the list is ranked by, as shown. */
  figure: string;
  /** Its size relative to the first item's (0-1), drawn as the bar. */
  share: number;
  detail: ReactNode;
};

/**
 * A ranked list with bars: the bar is decoration (aria-hidden), the figure beside it is the
 * text a screen reader reads, so the ranking never depends on seeing lengths.
 */
export function RankedList({ items, label }: { items: TRankedItem[]; label: string }) {
  return (
    <ol className="dashboard-ranked" aria-label={label}>
      {items.map((item, index) => (
        <li key={item.key} className="dashboard-ranked__item">
          <span className="dashboard-ranked__rank" aria-hidden="true">
            {index + 1}
          </span>
          <div className="dashboard-ranked__main">
            <div className="dashboard-ranked__line">
              <ChannelLabel channelId={item.channelId} iconOnly />
              <span className="dashboard-ranked__name" title={item.name}>
                {item.name}
              </span>
              <span className="dashboard-ranked__figure">{item.figure}</span>
            </div>
            <div className="dashboard-ranked__bar" aria-hidden="true">
              <span style={{ width: `${Math.max(2, Math.round(item.share * 100))}%` }} />
            </div>
            <div className="dashboard-ranked__detail">{item.detail}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
