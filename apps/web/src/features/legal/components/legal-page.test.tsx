import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import type { TLegalInfo } from '@resonate/contracts/legal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '@/shared/lib/full-page-navigation';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { LegalPage } from './legal-page';

vi.mock('@/shared/lib/full-page-navigation', () => ({ loadPage: vi.fn() }));

const DEFAULT_LEGAL: TLegalInfo = {
  privacyUrl: null,
  termsUrl: null,
  operatorName: 'Operator GmbH',
  operatorEmail: 'legal@operator.example',
};

/** GetMasterData behind a mocked fetch, answering these legal settings. */
function answerMasterData(legal: TLegalInfo) {
  const languages = [{ languageID: 1, code: 'en-GB', name: 'English' }];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: true, message: 'ok', data: { languages, legal } }), {
          status: 200,
        }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
});

describe('LegalPage', () => {
  it('without PRIVACY_URL: a short privacy page naming the operator and its contact address', async () => {
    answerMasterData(DEFAULT_LEGAL);
    renderAt(<LegalPage kind="privacy" />, '/privacy');
    expect(await screen.findByText('Operator GmbH')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');
    expect(screen.getByRole('link', { name: 'legal@operator.example' })).toHaveAttribute(
      'href',
      'mailto:legal@operator.example',
    );
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('with TERMS_URL: forwards to the operator page, with a link to follow by hand', async () => {
    answerMasterData({ ...DEFAULT_LEGAL, termsUrl: 'https://operator.example/terms' });
    renderAt(<LegalPage kind="terms" />, '/terms');
    expect(
      await screen.findByRole('link', { name: 'https://operator.example/terms' }),
    ).toHaveAttribute('href', 'https://operator.example/terms');
    // The forward runs in an effect after the link renders: under load it can come a tick later.
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('https://operator.example/terms'));
    expect(screen.queryByText('Operator GmbH')).not.toBeInTheDocument();
  });

  it('shows the stored answer at once, before this page load answers', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    writeItem(
      STORAGE_KEYS.masterData,
      JSON.stringify({
        languages: [{ languageID: 1, code: 'en-GB', name: 'English' }],
        legal: DEFAULT_LEGAL,
      }),
    );
    renderAt(<LegalPage kind="terms" />, '/terms');
    expect(screen.getByText('Operator GmbH')).toBeInTheDocument();
  });
});
