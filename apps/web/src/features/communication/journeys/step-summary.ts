import type { TFunction } from 'i18next';
import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import type { TContent } from '@resonate/contracts/campaigns/content';
import type { TJourneyGraph, TJourneyNode } from '@resonate/contracts/campaigns/journeys';

const EXCERPT = 32;

function excerpt(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
}

/** The words a person would recognise the message by: its subject, title or first words. */
function contentLine(content: TContent): string {
  switch (content.kind) {
    case 'email':
      return excerpt(content.subject);
    case 'text':
      return excerpt(content.text);
    case 'push':
      return excerpt(content.title);
    case 'qr':
      return excerpt(content.url);
    case 'letter':
      return excerpt(content.heading || content.body);
    case 'payload':
      return excerpt(content.body);
  }
}

/** One line under a step's name: "Email · Welcome", "Wait 1 day", "Opened? yes/no". */
export function stepSummary(
  node: TJourneyNode,
  graph: TJourneyGraph,
  options: TComposeOptions | undefined,
  t: TFunction<'journeys'>,
): string {
  switch (node.type) {
    case 'entry': {
      const trigger = node.config.trigger;
      if (trigger.kind === 'list' || trigger.kind === 'listJoin') {
        const list = options?.lists.find((row) => row.listId === trigger.listId);
        return t(`summary.${trigger.kind}`, { name: list?.name ?? `#${trigger.listId}` });
      }
      if (trigger.kind === 'event')
        return t('summary.event', { event: t(`events.${trigger.eventType}`) });
      return t('summary.date', {
        key: trigger.key,
        offset: trigger.offsetDays,
        hour: trigger.hour,
      });
    }
    case 'send': {
      const channel = options?.channels.find((row) => row.channelId === node.config.channelId);
      const what = contentLine(node.config.content) || t('summary.noContent');
      return `${channel?.name ?? `#${node.config.channelId}`} · ${what}`;
    }
    case 'wait': {
      const { days, hours, minutes } = node.config;
      const parts = [
        days ? t('summary.days', { count: days }) : '',
        hours ? t('summary.hours', { count: hours }) : '',
        minutes ? t('summary.minutes', { count: minutes }) : '',
      ].filter(Boolean);
      return t('summary.wait', { span: parts.join(' ') || t('summary.minutes', { count: 0 }) });
    }
    case 'split': {
      const split = node.config;
      if (split.kind === 'engagement') {
        const step = graph.nodes.find((row) => row.id === split.sendNodeId);
        return t(`summary.${split.event}`, { step: step?.id ?? split.sendNodeId });
      }
      return t('summary.attribute', {
        key: split.key,
        op: t(`ops.${split.op}`),
        value: split.op === 'exists' ? '' : (split.value ?? ''),
      }).trim();
    }
    case 'exit':
      return t('summary.exit');
  }
}
