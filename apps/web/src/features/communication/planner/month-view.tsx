import { useTranslation } from 'react-i18next';
import { dayLabel } from './calendar-dates';
import { itemsOn, type TCalendarProps } from './calendar-types';
import { useDropTarget } from './drop-target';
import { PlannerItem } from './planner-item';

/** Most items a month cell lists before "+N more" (the day view shows them all). */
const CELL_ITEMS = 4;

/** Six weeks from the Monday before the 1st; dropping on a day keeps the time of day. */
export function MonthView(
  props: TCalendarProps & { month: string; onOpenDay: (day: string) => void },
) {
  const weekdays = props.days.slice(0, 7);
  return (
    <div
      className="planner-month"
      role="grid"
      aria-label={dayLabel(`${props.month}-01`, { month: 'long', year: 'numeric' })}
    >
      <div className="planner-month__row" role="row">
        {weekdays.map((day) => (
          <div key={day} role="columnheader" className="planner-month__weekday">
            {dayLabel(day, { weekday: 'short' })}
          </div>
        ))}
      </div>
      {Array.from({ length: props.days.length / 7 }, (_, week) => (
        <div key={week} className="planner-month__row" role="row">
          {props.days.slice(week * 7, week * 7 + 7).map((day) => (
            <MonthCell key={day} day={day} inMonth={day.startsWith(props.month)} {...props} />
          ))}
        </div>
      ))}
    </div>
  );
}

function MonthCell({
  day,
  inMonth,
  ...props
}: TCalendarProps & { day: string; inMonth: boolean; onOpenDay: (day: string) => void }) {
  const { t } = useTranslation('gallery');
  const items = itemsOn(props.items, day);
  const { dragging } = props;
  const drop = useDropTarget(Boolean(dragging) && !dragging?.at.startsWith(day), () => {
    if (dragging) props.onDropAt(dragging, `${day}T${dragging.at.slice(11, 16)}`);
  });
  const classes = [
    'planner-month__cell',
    inMonth ? '' : 'planner-month__cell--outside',
    day === props.today ? 'planner-month__cell--today' : '',
    drop.over ? 'planner-drop--over' : '',
  ].join(' ');
  return (
    <div role="gridcell" className={classes} data-day={day} {...drop.handlers}>
      <button
        type="button"
        className="planner-month__day btn btn-link btn-sm p-0"
        onClick={() => props.onOpenDay(day)}
        aria-current={day === props.today ? 'date' : undefined}
        aria-label={dayLabel(day, { weekday: 'long', day: 'numeric', month: 'long' })}
      >
        {Number(day.slice(8))}
      </button>
      <div className="planner-month__items">
        {items.slice(0, CELL_ITEMS).map((item) => (
          <PlannerItem key={`${item.communicationId}-${item.at}`} item={item} {...props} />
        ))}
        {items.length > CELL_ITEMS ? (
          <button
            type="button"
            className="btn btn-link btn-sm p-0 planner-month__more"
            onClick={() => props.onOpenDay(day)}
          >
            {t('planner.more', { count: items.length - CELL_ITEMS })}
          </button>
        ) : null}
      </div>
    </div>
  );
}
