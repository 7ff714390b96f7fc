import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import {
  JOURNEY_EVENT_TYPES,
  JOURNEY_LIMITS,
  REENTRY_MODES,
  type TJourneyEventType,
  type TJourneyTrigger,
  type TReentry,
  type TReentryMode,
} from '@resonate/contracts/campaigns/journeys';
import { numberIn } from './number-in';

type TProps = {
  trigger: TJourneyTrigger;
  reentry: TReentry;
  options: TComposeOptions | undefined;
  attributes: TAttribute[];
  disabled: boolean;
  onTrigger: (trigger: TJourneyTrigger) => void;
  onReentry: (reentry: TReentry) => void;
};

const KINDS = ['list', 'listJoin', 'event', 'dateAttribute'] as const;

/** What enrols contacts, and whether one contact may come through again. */
export function EntryPanel({
  trigger,
  reentry,
  options,
  attributes,
  disabled,
  onTrigger,
  onReentry,
}: TProps) {
  const { t } = useTranslation('journeys');
  const lists = options?.lists ?? [];
  const firstList = lists[0]?.listId ?? 0;
  const changeKind = (kind: (typeof KINDS)[number]) => {
    if (kind === 'list' || kind === 'listJoin') {
      const listId = 'listId' in trigger ? trigger.listId : firstList;
      onTrigger({ kind, listId });
    } else if (kind === 'event') onTrigger({ kind, eventType: 'converted' });
    else
      onTrigger({
        kind,
        key: attributes.find((row) => row.type === 'date')?.key ?? '',
        offsetDays: 0,
        hour: 9,
      });
  };
  return (
    <fieldset disabled={disabled}>
      <Form.Group className="mb-3" controlId="journey-trigger-kind">
        <Form.Label>{t('entry.trigger')}</Form.Label>
        <Form.Select
          value={trigger.kind}
          onChange={(event) => changeKind(event.target.value as (typeof KINDS)[number])}
        >
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`entry.kinds.${kind}`)}
            </option>
          ))}
        </Form.Select>
        <Form.Text>{t(`entry.hints.${trigger.kind}`)}</Form.Text>
      </Form.Group>
      {(trigger.kind === 'list' || trigger.kind === 'listJoin') && (
        <Form.Group className="mb-3" controlId="journey-trigger-list">
          <Form.Label>{t('entry.list')}</Form.Label>
          <Form.Select
            value={trigger.listId}
            onChange={(event) =>
              onTrigger({ kind: trigger.kind, listId: Number(event.target.value) })
            }
          >
            {!lists.some((row) => row.listId === trigger.listId) && (
              <option value={trigger.listId}>{t('entry.chooseList')}</option>
            )}
            {lists.map((list) => (
              <option key={list.listId} value={list.listId}>
                {list.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {trigger.kind === 'event' && (
        <Form.Group className="mb-3" controlId="journey-trigger-event">
          <Form.Label>{t('entry.event')}</Form.Label>
          <Form.Select
            value={trigger.eventType}
            onChange={(event) =>
              onTrigger({ kind: 'event', eventType: event.target.value as TJourneyEventType })
            }
          >
            {JOURNEY_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`events.${type}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {trigger.kind === 'dateAttribute' && (
        <>
          <Form.Group className="mb-3" controlId="journey-trigger-date">
            <Form.Label>{t('entry.dateAttribute')}</Form.Label>
            <Form.Select
              value={trigger.key}
              onChange={(event) => onTrigger({ ...trigger, key: event.target.value })}
            >
              <option value="">{t('entry.chooseAttribute')}</option>
              {attributes
                .filter((row) => row.type === 'date')
                .map((row) => (
                  <option key={row.key} value={row.key}>
                    {row.label}
                  </option>
                ))}
            </Form.Select>
          </Form.Group>
          <div className="d-flex gap-2 mb-3">
            <Form.Group controlId="journey-trigger-offset">
              <Form.Label>{t('entry.offsetDays')}</Form.Label>
              <Form.Control
                type="number"
                min={-JOURNEY_LIMITS.offsetDaysMax}
                max={JOURNEY_LIMITS.offsetDaysMax}
                value={trigger.offsetDays}
                onChange={(event) =>
                  onTrigger({
                    ...trigger,
                    offsetDays: numberIn(
                      event.target.value,
                      -JOURNEY_LIMITS.offsetDaysMax,
                      JOURNEY_LIMITS.offsetDaysMax,
                    ),
                  })
                }
              />
            </Form.Group>
            <Form.Group controlId="journey-trigger-hour">
              <Form.Label>{t('entry.hour')}</Form.Label>
              <Form.Control
                type="number"
                min={0}
                max={23}
                value={trigger.hour}
                onChange={(event) =>
                  onTrigger({ ...trigger, hour: numberIn(event.target.value, 0, 23) })
                }
              />
            </Form.Group>
          </div>
          <Form.Text className="d-block mb-3">
            {t('entry.dateHint', { zone: options?.timeZone ?? '' })}
          </Form.Text>
        </>
      )}
      <hr />
      <Form.Group className="mb-3" controlId="journey-reentry-mode">
        <Form.Label>{t('reentry.label')}</Form.Label>
        <Form.Select
          value={reentry.mode}
          onChange={(event) => onReentry({ ...reentry, mode: event.target.value as TReentryMode })}
        >
          {REENTRY_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`reentry.modes.${mode}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {reentry.mode !== 'once' && (
        <Form.Group className="mb-3" controlId="journey-reentry-days">
          <Form.Label>{t('reentry.minDaysBetween')}</Form.Label>
          <Form.Control
            type="number"
            min={0}
            max={JOURNEY_LIMITS.minDaysBetweenMax}
            value={reentry.minDaysBetween}
            onChange={(event) =>
              onReentry({
                ...reentry,
                minDaysBetween: numberIn(event.target.value, 0, JOURNEY_LIMITS.minDaysBetweenMax),
              })
            }
          />
        </Form.Group>
      )}
    </fieldset>
  );
}
