import { dayLabel } from './calendar-dates';
import { itemsOn, type TCalendarProps } from './calendar-types';
import { useDropTarget } from './drop-target';
import { PlannerItem } from './planner-item';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The week (7 columns) and day (1 column) views: one row per hour; dropping on an hour slot
 * moves the item to that hour, keeping its minutes.
 */
export function TimeGridView(props: TCalendarProps) {
  const columns = { gridTemplateColumns: `4rem repeat(${props.days.length}, minmax(0, 1fr))` };
  return (
    <div className="planner-grid" role="grid">
      <div className="planner-grid__row planner-grid__head" role="row" style={columns}>
        <div role="columnheader" />
        {props.days.map((day) => (
          <div
            key={day}
            role="columnheader"
            className={`planner-grid__day${day === props.today ? ' planner-grid__day--today' : ''}`}
            aria-current={day === props.today ? 'date' : undefined}
          >
            {dayLabel(day, { weekday: 'short', day: 'numeric', month: 'short' })}
          </div>
        ))}
      </div>
      {HOURS.map((hour) => (
        <div key={hour} className="planner-grid__row" role="row" style={columns}>
          <div role="rowheader" className="planner-grid__hour">
            {pad(hour)}:00
          </div>
          {props.days.map((day) => (
            <HourSlot key={day} day={day} hour={hour} {...props} />
          ))}
        </div>
      ))}
    </div>
  );
}

function HourSlot({ day, hour, ...props }: TCalendarProps & { day: string; hour: number }) {
  const slot = `${day}T${pad(hour)}`;
  const items = itemsOn(props.items, slot);
  const { dragging } = props;
  const drop = useDropTarget(Boolean(dragging) && !dragging?.at.startsWith(slot), () => {
    if (dragging) props.onDropAt(dragging, `${slot}:${dragging.at.slice(14, 16)}`);
  });
  return (
    <div
      role="gridcell"
      className={`planner-grid__slot${drop.over ? ' planner-drop--over' : ''}`}
      data-slot={slot}
      {...drop.handlers}
    >
      {items.map((item) => (
        <PlannerItem key={`${item.communicationId}-${item.at}`} item={item} {...props} />
      ))}
    </div>
  );
}
