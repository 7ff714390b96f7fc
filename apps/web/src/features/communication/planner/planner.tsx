import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import type { TPlannerItem } from '@resonate/contracts/campaigns/planner';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { canChangeFeature } from '@/shared/storage/permissions';
import { ChannelFilter } from '../list/channel-filter';
import {
  browserToday,
  periodLabel,
  shiftAnchor,
  viewDays,
  type TPlannerView,
} from './calendar-dates';
import { MonthView } from './month-view';
import { MoveDialog } from './move-dialog';
import { usePlanner, useReschedule } from './planner-api';
import { TimeGridView } from './time-grid-view';
import './planner.scss';

const VIEWS: readonly TPlannerView[] = ['month', 'week', 'day'];

/**
 * The Planner tab: scheduled, sent and planned-draft communications on a month, week or day
 * calendar in the client's time zone. Drafts and scheduled ones that have not started can be
 * dragged to another day (month) or hour (week, day), or moved from their menu.
 */
export function Planner() {
  const { t } = useTranslation('gallery');
  const [view, setView] = useState<TPlannerView>('month');
  const [anchor, setAnchor] = useState(browserToday);
  const [channelIds, setChannelIds] = useState<number[]>([]);
  const [dragging, setDragging] = useState<TPlannerItem | undefined>();
  const [moving, setMoving] = useState<TPlannerItem | undefined>();
  const days = viewDays(view, anchor);
  const request = { from: days[0]!, to: days[days.length - 1]!, channelIds };
  const planner = usePlanner(request);
  const reschedule = useReschedule(request);
  const today = planner.data?.now.slice(0, 10) ?? browserToday();
  const items = planner.data?.items ?? [];
  const move = (item: TPlannerItem, at: string) => {
    setDragging(undefined);
    if (at !== item.at) reschedule.mutate({ item, at });
  };
  const calendar = {
    days,
    items,
    today,
    dragging,
    canMove: canChangeFeature(FEATURE_IDS.communications, 'edit'),
    onDragStart: setDragging,
    onDragEnd: () => setDragging(undefined),
    onDropAt: move,
    onMoveTo: setMoving,
  };
  return (
    <section className="planner" aria-labelledby="planner-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button size="sm" variant="outline-secondary" onClick={() => setAnchor(today)}>
          {t('planner.today')}
        </Button>
        <ButtonGroup size="sm">
          <Button
            variant="outline-secondary"
            aria-label={t('planner.previous')}
            onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}
          >
            <ChevronLeft size={16} aria-hidden="true" />
          </Button>
          <Button
            variant="outline-secondary"
            aria-label={t('planner.next')}
            onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}
          >
            <ChevronRight size={16} aria-hidden="true" />
          </Button>
        </ButtonGroup>
        <h2 id="planner-title" className="h5 mb-0 me-auto" aria-live="polite">
          {periodLabel(view, anchor)}
        </h2>
        <ChannelFilter value={channelIds} onChange={setChannelIds} />
        <ButtonGroup size="sm" aria-label={t('planner.view')}>
          {VIEWS.map((one) => (
            <Button
              key={one}
              variant={one === view ? 'primary' : 'outline-secondary'}
              aria-pressed={one === view}
              onClick={() => setView(one)}
            >
              {t(`planner.views.${one}`)}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      {planner.data ? (
        <p className="small text-body-secondary mb-2">
          {t('planner.timeZone', { zone: planner.data.timeZone })}
          {items.length === 0 ? ` · ${t('planner.empty')}` : ''}
        </p>
      ) : null}
      {planner.isError && !planner.data ? (
        <div className="alert alert-danger d-flex align-items-center gap-2" role="alert">
          {t('planner.error')}: {planner.error.message}
          <Button size="sm" variant="outline-danger" onClick={() => void planner.refetch()}>
            {t('planner.retry')}
          </Button>
        </div>
      ) : (
        <div
          className={planner.isPending ? 'planner__body placeholder-glow' : 'planner__body'}
          aria-busy={planner.isFetching}
        >
          {view === 'month' ? (
            <MonthView
              {...calendar}
              month={anchor.slice(0, 7)}
              onOpenDay={(day) => {
                setAnchor(day);
                setView('day');
              }}
            />
          ) : (
            <TimeGridView {...calendar} />
          )}
        </div>
      )}
      {moving && planner.data ? (
        <MoveDialog
          item={moving}
          timeZone={planner.data.timeZone}
          onCancel={() => setMoving(undefined)}
          onMove={(at) => {
            setMoving(undefined);
            move(moving, at);
          }}
        />
      ) : null}
    </section>
  );
}
