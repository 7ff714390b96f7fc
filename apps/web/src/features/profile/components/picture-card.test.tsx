import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@resonate/contracts/constants';
import type { TMyProfile } from '@resonate/contracts/profile';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { PictureCard } from './picture-card';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const PROFILE: TMyProfile = {
  userId: 7,
  clientId: 3,
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@acme.test',
  username: null,
  countryCode: null,
  mobileNumber: null,
  userRole: 'Administrator',
  accountAdmin: true,
  profilePicture: null,
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PictureCard profile={PROFILE} />
    </QueryClientProvider>,
  );
}

const picker = () => screen.getByLabelText('Choose a profile picture');

afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('PictureCard', () => {
  it('refuses a picture over 500kb before sending it, with the spec message', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderCard();
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(picker(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Image size should be less than 500kb.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads a small picture as multipart and shows it in the header at once', async () => {
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ status: true, message: 'ok', data: { profilePicture: dataUrl } }),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    renderCard();
    const small = new File([new Uint8Array(100)], 'me.png', { type: 'image/png' });
    await userEvent.upload(picker(), small);
    await waitFor(() => expect(useAppStore.getState().profilePicture).toBe(dataUrl));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/ProfilePictureUpload$/);
    expect(init.body).toBeInstanceOf(FormData);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
