import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryKeyStore } from '../storage/key-store';
import { readItem } from '../storage/local-storage';
import { setKeyStore } from '../storage/secure-items';
import { storeDateTimePreferences } from '../storage/date-time-preferences';
import { readUserInfo, writeUserInfo } from '../storage/user-info';
import { useDateTimeFormat } from './use-date-time-format';

const INSTANT = '2026-03-04T17:05:00.000Z';

function Stamp() {
  const { formatDateTime } = useDateTimeFormat();
  return <time>{formatDateTime(INSTANT)}</time>;
}

function renderStamp() {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Stamp />
    </QueryClientProvider>,
  );
}

describe('useDateTimeFormat', () => {
  beforeEach(() => setKeyStore(createMemoryKeyStore()));

  it('formats with the stored ids and changes at once when account settings store new ones', async () => {
    await writeUserInfo({ userId: 7, dateFormatId: 1, timeFormatId: 1, email: 'a@b.test' });
    renderStamp();
    expect(screen.getByText('04-03-2026 05:05 PM')).toBeInTheDocument();

    await act(() => storeDateTimePreferences({ timeZoneId: 1, dateFormatId: 3, timeFormatId: 2 }));
    expect(screen.getByText('2026-03-04 17:05')).toBeInTheDocument();
    // Stored where sign-in stores them: plain keys and the encrypted user info.
    expect(readItem('dateFormatId')).toBe('3');
    expect(readItem('timeFormatId')).toBe('2');
    expect(readUserInfo()).toMatchObject({
      userId: 7,
      dateFormatId: 3,
      timeFormatId: 2,
      email: 'a@b.test',
    });
  });
});
