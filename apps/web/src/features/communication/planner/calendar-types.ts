import type { TPlannerItem } from '@resonate/contracts/campaigns/planner';

/** What month, week and day views share: the items, today, and the drag and move wiring. */
export type TCalendarProps = {
  days: string[];
  items: TPlannerItem[];
  today: string;
  /** The item being dragged (only movable ones can be). */
  dragging: TPlannerItem | undefined;
  canMove: boolean;
  onDragStart: (item: TPlannerItem) => void;
  onDragEnd: () => void;
  /** A drop: the new client-local time (the view decides what it keeps of the old one). */
  onDropAt: (item: TPlannerItem, at: string) => void;
  onMoveTo: (item: TPlannerItem) => void;
};

export function itemsOn(items: TPlannerItem[], day: string): TPlannerItem[] {
  return items.filter((item) => item.at.startsWith(day));
}
