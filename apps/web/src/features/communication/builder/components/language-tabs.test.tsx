import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_MSG } from '@resonate/contracts/campaigns/content-locales';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { contentOf, newDraft, type TBuilderDraft } from '../lib/builder-draft';
import { addLanguage, languagesOf, removeLanguage, switchLanguage } from '../lib/language-drafts';
import { LanguageTabs } from './language-tabs';

/** The tabs over a real SMS draft; `seen` holds the draft after every change. */
function Harness({ seen }: { seen: TBuilderDraft[] }) {
  const [draft, setDraft] = useState<TBuilderDraft>(() => ({
    ...newDraft(2),
    content: { kind: 'text', text: 'Hello {{ firstName }}' },
  }));
  const change = (next: TBuilderDraft) => {
    seen.push(next);
    setDraft(next);
  };
  return (
    <>
      <LanguageTabs
        languages={languagesOf(draft)}
        active={draft.language}
        marked={new Set(['fr-CA'].filter((tag) => languagesOf(draft).includes(tag)))}
        onSwitch={(tag) => change(switchLanguage(draft, tag))}
        onAdd={(tag) => change(addLanguage(draft, tag))}
        onRemove={(tag) => change(removeLanguage(draft, tag))}
      />
      <button
        type="button"
        onClick={() => change({ ...draft, content: { kind: 'text', text: 'Bonjour' } })}
      >
        Translate
      </button>
    </>
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces(['templateBuilder']);
});

describe('the template builder language switcher', () => {
  it('adds a variant from a typed tag, edits it apart from the default and removes it', async () => {
    const user = userEvent.setup({ delay: null });
    const seen: TBuilderDraft[] = [];
    render(<Harness seen={seen} />);
    const languages = screen.getByRole('group', { name: 'Content language' });
    expect(within(languages).getByRole('button', { name: 'Default' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.type(screen.getByRole('combobox', { name: 'Language tag' }), 'French!{Enter}');
    expect(screen.getByText(LOCALE_MSG.tagInvalid)).toBeVisible();
    await user.clear(screen.getByRole('combobox', { name: 'Language tag' }));
    await user.type(screen.getByRole('combobox', { name: 'Language tag' }), 'fr_ca{Enter}');
    const french = within(languages).getByRole('button', { name: /Canadian French \(fr-CA\)/ });
    expect(french).toHaveAttribute('aria-pressed', 'true');
    expect(french).toHaveTextContent('has problems');

    // The variant starts as a copy of the default; translating it leaves the default alone.
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    await user.click(within(languages).getByRole('button', { name: 'Default' }));
    expect(contentOf(seen.at(-1)!)).toEqual({
      kind: 'text',
      text: 'Hello {{ firstName }}',
      locales: { 'fr-CA': { kind: 'text', text: 'Bonjour' } },
    });

    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.type(screen.getByRole('combobox', { name: 'Language tag' }), 'FR-ca{Enter}');
    expect(screen.getByText(LOCALE_MSG.tagTaken)).toBeVisible();
    await user.keyboard('{Escape}');

    await user.click(french);
    await user.click(screen.getByRole('button', { name: 'Remove Canadian French (fr-CA)' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(within(languages).getAllByRole('button')).toHaveLength(1);
    expect(contentOf(seen.at(-1)!)).toEqual({ kind: 'text', text: 'Hello {{ firstName }}' });
  });
});
