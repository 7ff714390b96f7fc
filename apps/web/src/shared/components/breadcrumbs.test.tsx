import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render-with-router';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  it('labels segments via i18n; all but the last are links', () => {
    renderAt(<Breadcrumbs />, '/consumptions/consumption-channel');
    expect(screen.getByRole('link', { name: 'Consumption' })).toHaveAttribute(
      'href',
      '/consumptions',
    );
    const current = screen.getByText('Consumption by channel');
    expect(current.closest('a')).toBeNull();
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it('falls back to a humanized segment for unknown paths', () => {
    renderAt(<Breadcrumbs />, '/some-new-area');
    expect(screen.getByText('Some new area')).toBeInTheDocument();
  });
});
