import type { TTemplate } from '@resonate/contracts/campaigns/templates';
import { describe, expect, it } from 'vitest';
import { contentOf, draftOf, snapshotOf } from './builder-draft';
import { problemsFor, switchLanguage } from './language-drafts';

const sms = (text: string) => ({ kind: 'text' as const, text });
const template: TTemplate = {
  templateId: 4,
  channelId: 2,
  name: 'Reminder',
  status: 'ready',
  createdAt: '2026-11-28T00:00:00Z',
  updatedAt: '2026-11-28T00:00:00Z',
  archived: false,
  excerpt: '',
  content: { ...sms('Hi'), locales: { fr: sms('Salut'), zh: sms('你好') } },
};

describe('language drafts', () => {
  it('opens a saved template on its default and saves every variant back unchanged', () => {
    const draft = draftOf(template);
    expect(draft.content).toEqual(sms('Hi'));
    expect(contentOf(draft)).toEqual(template.content);
  });

  it('switching languages is not an unsaved change', () => {
    const draft = draftOf(template);
    const there = switchLanguage(switchLanguage(draft, 'zh'), 'fr');
    expect(there.content).toEqual(sms('Salut'));
    expect(snapshotOf(there)).toBe(snapshotOf(draft));
  });

  it("shows a variant's problems in place on its tab and the default's in the list", () => {
    const problems = { 'content.locales.fr.text': 'French (fr): x', 'content.text': 'y' };
    expect(problemsFor(problems, 'fr')).toEqual({
      'content.text': 'French (fr): x',
      'default.content.text': 'Default: y',
    });
    expect(problemsFor(problems, '')).toBe(problems);
  });
});
