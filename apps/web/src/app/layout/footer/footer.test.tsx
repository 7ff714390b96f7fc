import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('renders nothing on a path without a last segment', () => {
    const { container } = renderAt(<Footer />, '/preferences/');
    expect(within(container).queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
