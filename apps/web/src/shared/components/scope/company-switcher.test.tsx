import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TScope } from '@resonate/contracts/onboarding/tenancy';
import '@/shared/i18n/i18n';
import { writeItem } from '../../storage/local-storage';
import { resetAppState, useAppStore } from '../../store/app-store';
import { CompanySwitcher } from './company-switcher';

const AGENCY = { clientId: 10, clientName: 'Northwind Agency', isHome: true };
const COFFEE = { clientId: 11, clientName: 'Northwind Coffee', isHome: false };

function scope(clientId: number, clientList = [AGENCY, COFFEE]): TScope {
  return {
    clientId,
    clientName: clientList.find((c) => c.clientId === clientId)!.clientName,
    parentClientId: 10,
    departmentId: 0,
    departmentList: [],
    clientList,
    isAgency: true,
    isCampaign: true,
    licenseTypeId: 4,
    accountAdmin: true,
  };
}

function fakeApi(initial: TScope) {
  const switched: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body ?? '{}')) as { clientId?: number };
      if (url.endsWith('/User/SwitchCompany')) {
        switched.push(body);
        return new Response(
          JSON.stringify({ status: true, message: 'ok', data: scope(body.clientId!) }),
        );
      }
      return new Response(JSON.stringify({ status: true, message: 'ok', data: initial }));
    }),
  );
  return switched;
}

function renderSwitcher() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CompanySwitcher />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  writeItem('accessToken', 'token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 10 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('CompanySwitcher', () => {
  it('lets an agency user pick a brand: the session and the stored scope follow', async () => {
    const switched = fakeApi(scope(10));
    renderSwitcher();
    const toggle = await screen.findByRole('button', { name: 'Company: Northwind Agency' });
    fireEvent.click(toggle);
    fireEvent.click(await screen.findByRole('button', { name: 'Northwind Coffee' }));
    await waitFor(() => expect(useAppStore.getState().clientId).toBe(11));
    expect(switched).toEqual([{ clientId: 11 }]);
    expect(useAppStore.getState()).toMatchObject({ company_clientId: 11, parentClientId: 10 });
    await screen.findByRole('button', { name: 'Company: Northwind Coffee' });
  });

  it('shows nothing to a user with a single company (a brand user)', async () => {
    fakeApi(scope(10, [AGENCY]));
    const { container } = renderSwitcher();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
