import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getMasterData } from '@/shared/api/system/master-data';
import { renderAt } from '@/testing/render-with-router';
import { Footer } from './footer';

describe('Footer', () => {
  it('on login: powered-by badge with tooltip, copyright range, legal links, no docs link', () => {
    renderAt(<Footer />, '/');
    expect(screen.getByText('Powered by')).toBeInTheDocument();
    expect(screen.getByRole('tooltip')).toHaveTextContent(/multi-channel marketing/);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© 2004–${year} Resonate Technologies Ltd`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Documentation/ })).not.toBeInTheDocument();
    for (const name of [/Privacy policy/, /Terms of use/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('elsewhere: a docs link in a new tab carrying the stored token in the fragment', () => {
    localStorage.setItem('accessToken', 'abc123');
    renderAt(<Footer />, '/dashboard');
    expect(screen.queryByText('Powered by')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Documentation/ });
    const href = link.getAttribute('href')!;
    expect(href.startsWith('/docs#')).toBe(true);
    const fragment = new URLSearchParams(href.split('#')[1]);
    expect(fragment.get('token')).toBe('abc123');
    expect(fragment.get('api')).toBe(`${window.location.origin}/api`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("sends the legal links to the operator's pages once this page load's answer names them", async () => {
    const legal = {
      privacyUrl: 'https://operator.example/privacy',
      termsUrl: null,
      operatorName: 'Operator GmbH',
      operatorEmail: 'legal@operator.example',
    };
    const languages = [{ languageID: 1, code: 'en-GB', name: 'English' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: true, message: 'ok', data: { languages, legal } })),
      ),
    );
    try {
      renderAt(<Footer />, '/');
      const privacy = screen.getByRole('link', { name: /Privacy policy/ });
      expect(privacy).toHaveAttribute('href', '/privacy');
      await act(() => getMasterData());
      expect(privacy).toHaveAttribute('href', 'https://operator.example/privacy');
      expect(screen.getByRole('link', { name: /Terms of use/ })).toHaveAttribute('href', '/terms');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders nothing on a path without a last segment', () => {
    const { container } = renderAt(<Footer />, '/preferences/');
    expect(within(container).queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
