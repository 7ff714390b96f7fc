import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TImportPreview } from '@resonate/contracts/audience/imports';
import { i18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { MappingStep } from './mapping-step';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const PREVIEW: TImportPreview = {
  importId: 42,
  files: [
    {
      name: 'people.csv',
      size: 2048,
      encoding: 'latin-1',
      delimiter: ';',
      hasHeader: true,
      columns: ['E-mail', 'Phone', 'First Name', 'Town'],
      sampleRows: [['ann@example.com', '+447700900001', 'Ann', 'Leeds']],
    },
  ],
  columns: [
    { name: 'E-mail', samples: ['ann@example.com'], suggested: 'email' },
    { name: 'Phone', samples: ['+447700900001'], suggested: 'mobile' },
    { name: 'First Name', samples: ['Ann'], suggested: 'firstName' },
    { name: 'Town', samples: ['Leeds'], suggested: 'ignore' },
  ],
  targets: [
    { field: 'email', label: 'Email', kind: 'contact' },
    { field: 'mobile', label: 'Mobile', kind: 'contact' },
    { field: 'firstName', label: 'First name', kind: 'contact' },
    { field: 'lastName', label: 'Last name', kind: 'contact' },
    { field: 'attribute:city', label: 'City', kind: 'attribute' },
  ],
};

function fakeApi(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/Audience\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const { status, body: json } = answer(body);
      return new Response(JSON.stringify(json), { status });
    }),
  );
  return requests;
}

function render(preview = PREVIEW, adhocListName?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <MappingStep preview={preview} adhocListName={adhocListName} onOtherFiles={vi.fn()} />
    </QueryClientProvider>,
    '/audience/master-data/import?importId=42',
  );
}

const field = (column: string) =>
  screen.getByRole('combobox', { name: `Field for column ${column}` });

beforeAll(async () => {
  await i18n.loadNamespaces(['audienceImport', 'audience']);
});
beforeEach(() => writeItem('accessToken', 'test-token'));
afterEach(() => vi.unstubAllGlobals());

describe('MappingStep', () => {
  it('shows what was detected and preselects the suggested fields', () => {
    fakeApi(() => ({ status: 200, body: {} }));
    render();
    expect(screen.getByText('2 KB · Latin-1 · semicolon separated')).toBeInTheDocument();
    expect(field('E-mail')).toHaveValue('email');
    expect(field('Phone')).toHaveValue('mobile');
    expect(field('Town')).toHaveValue('ignore');
    expect(screen.getByText('3 of 4 columns mapped')).toBeInTheDocument();
  });

  it('asks for an identifier column and a field mapped once before starting', async () => {
    const requests = fakeApi(() => ({ status: 200, body: {} }));
    render();
    await userEvent.selectOptions(field('E-mail'), 'ignore');
    await userEvent.selectOptions(field('Phone'), 'ignore');
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('Map an email or a mobile column')).toBeInTheDocument();
    await userEvent.selectOptions(field('E-mail'), 'email');
    await userEvent.selectOptions(field('Town'), 'email');
    expect(
      await screen.findByText('Each field can be mapped to one column only'),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('starts with the mapping, mode, a new list and the dial code', async () => {
    const requests = fakeApi(() => ({
      status: 200,
      body: { status: true, message: 'ok', data: { import: { importId: 42 }, preview: null } },
    }));
    const { router } = render();
    await userEvent.selectOptions(field('Town'), 'attribute:city');
    await userEvent.click(screen.getByRole('radio', { name: /Overwrite/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'A new target list' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'List name' }), 'Spring leads');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Country dial code for mobiles without one' }),
      '44',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/audience/master-data/import/42'),
    );
    expect(requests[0]).toEqual({
      path: 'StartImport',
      body: {
        importId: 42,
        mapping: {
          'E-mail': 'email',
          Phone: 'mobile',
          'First Name': 'firstName',
          Town: 'attribute:city',
        },
        mode: 'overwrite',
        destination: { kind: 'newTargetList', name: 'Spring leads' },
        defaultDialCode: '+44',
      },
    });
  });

  it('puts the server refusal under the list name', async () => {
    fakeApi(() => ({
      status: 409,
      body: {
        status: false,
        message: 'A list with this name already exists',
        errors: { 'destination.name': 'A list with this name already exists' },
      },
    }));
    render();
    await userEvent.click(screen.getByRole('radio', { name: 'A new ad-hoc list' }));
    expect(
      screen.getByText(/up to 5 million audience, 5 or 6 files, 10MB per file/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'List name' }), 'Taken name{Enter}');
    expect(await screen.findByText('A list with this name already exists')).toBeInTheDocument();
  });

  it('aims files uploaded for an ad-hoc list at it, and refuses them over 5 million rows', async () => {
    const requests = fakeApi(() => ({ status: 200, body: { status: true, data: {} } }));
    const files = [{ ...PREVIEW.files[0]!, dataRows: 5_000_001 }];
    render({ ...PREVIEW, files }, 'Weekend promo');
    expect(screen.getByRole('radio', { name: 'A new ad-hoc list' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'List name' })).toHaveValue('Weekend promo');
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    expect(
      await screen.findByText(
        'The files of an ad-hoc list hold at most 5,000,000 rows in all: split them over two lists',
      ),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
