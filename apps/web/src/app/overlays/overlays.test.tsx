import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { useAppStore } from '@/shared/store/app-store';
import { LoadingOverlay } from './loading-overlay';
import { OfflineOverlay } from './offline-overlay';

describe('OfflineOverlay', () => {
  afterEach(() => vi.restoreAllMocks());

  it("appears on 'offline' and leaves on 'online'", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineOverlay />);
    expect(screen.queryByText('Network connection lost')).not.toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Network connection lost');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('LoadingOverlay', () => {
  it('follows the loading counter and can be forced', () => {
    const store = useAppStore.getState();
    store.resetSession();
    render(<LoadingOverlay />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => useAppStore.getState().startLoading());
    act(() => useAppStore.getState().startLoading());
    act(() => useAppStore.getState().stopLoading());
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => useAppStore.getState().stopLoading());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => useAppStore.getState().setForceLoading(true));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => useAppStore.getState().setForceLoading(false));
  });
});
