import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render-with-router';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("shows the spec's text and a button to login without a token", () => {
    renderAt(<NotFoundPage />, '/nowhere');
    expect(
      screen.getByRole('heading', { name: "Sorry! The page you're looking for cannot be found." }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/');
  });

  it('offers the dashboard when an access token is stored', () => {
    localStorage.setItem('accessToken', 't');
    renderAt(<NotFoundPage />, '/nowhere');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
