import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyError, notifySuccess } from '@/shared/lib/notify';
import { AppProvider } from './provider';

describe('toasts', () => {
  it('load with the first one: raised before their container exists, they still show', async () => {
    const { container } = render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    expect(container.querySelector('.Toastify')).toBeNull();

    notifySuccess('SaveProfile', 'Profile saved');
    notifyError('GetContacts', 'The server is unavailable');
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(await screen.findByText('The server is unavailable')).toBeInTheDocument();
  });
});
