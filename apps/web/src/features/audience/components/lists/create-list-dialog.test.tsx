import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADHOC_LIST_TEXT } from '@resonate/contracts/constants';
import { i18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { CreateListDialog } from './create-list-dialog';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const PREVIEW = { importId: 42, files: [], columns: [], targets: [] };

/** JSON Audience/ endpoints behind a mocked fetch; `requests` records what was sent. */
function fakeApi() {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const handlers: Record<string, (body: Record<string, unknown>) => unknown> = {
    CheckListNameExists: () => ({ exists: false }),
    CreateList: (body) => ({ list: { listId: 8, name: body.name } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/Audience\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const data = handlers[path]?.(body);
      return new Response(JSON.stringify({ status: true, message: 'ok', data }), { status: 200 });
    }),
  );
  return requests;
}

/** The upload goes through XMLHttpRequest (for its progress); this one answers at once. */
class FakeXhr {
  static sent: { url: string; files: string[] }[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    const files = form.getAll('files').map((file) => (file as File).name);
    FakeXhr.sent.push({ url: this.url, files });
    queueMicrotask(() => {
      this.status = 200;
      this.responseText = JSON.stringify({ status: true, message: 'ok', data: PREVIEW });
      this.onload?.();
    });
  }
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <CreateListDialog show onHide={vi.fn()} />
    </QueryClientProvider>,
    '/audience/target-list',
  );
}

const csv = (name: string, content: string) => new File([content], name, { type: 'text/csv' });
const fileInput = () => screen.getByTestId('import-file-input');

beforeAll(async () => {
  await i18n.loadNamespaces(['audienceLists', 'audienceImport']);
});
beforeEach(() => {
  writeItem('accessToken', 'test-token');
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('CreateListDialog', () => {
  it('creates an empty target list by default and opens it', async () => {
    const requests = fakeApi();
    const { router } = render();
    expect(screen.getByRole('radio', { name: 'Target list' })).toBeChecked();
    expect(screen.queryByTestId('import-file-input')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'List name' }), 'VIP{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/audience/target-list/8'));
    expect(requests.find((r) => r.path === 'CreateList')?.body).toEqual({
      name: 'VIP',
      kind: 'target',
    });
  });

  it('holds an ad-hoc list to the spec limits before a byte is sent', async () => {
    fakeApi();
    render();
    await userEvent.click(screen.getByRole('radio', { name: 'Ad-hoc list' }));
    expect(screen.getByText(`From files: ${ADHOC_LIST_TEXT}`)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'List name' }), 'Promo');
    await userEvent.click(screen.getByRole('button', { name: 'Upload and map columns' }));
    expect(await screen.findByText('Choose at least one CSV file')).toBeInTheDocument();

    const seven = Array.from({ length: 7 }, (_, i) => csv(`p${i}.csv`, `Email\na${i}@x.test\n`));
    await userEvent.upload(fileInput(), seven);
    expect(screen.getByText('Choose at most 6 files')).toBeInTheDocument();
    await userEvent.upload(fileInput(), csv('big.csv', 'x'.repeat(10 * 1024 * 1024 + 1)));
    expect(screen.getByText('big.csv is larger than 10 MB')).toBeInTheDocument();

    expect(FakeXhr.sent).toEqual([]);
  });

  it('refuses files holding over 5 million rows in all before sending them', async () => {
    fakeApi();
    render();
    await userEvent.click(screen.getByRole('radio', { name: 'Ad-hoc list' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'List name' }), 'Promo');
    // 2,500,001 data rows in each of two files (each under 10 MB): over 5 million in all.
    const many = `Mobile\n${'1\n'.repeat(2_500_001)}`;
    await userEvent.upload(fileInput(), [csv('a.csv', many), csv('b.csv', many)]);
    expect(
      await screen.findByText(
        'The files of an ad-hoc list hold at most 5,000,000 rows in all: split them over two lists',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and map columns' })).toBeDisabled();
    expect(FakeXhr.sent).toEqual([]);
  });

  it('uploads the files of an ad-hoc list and goes to their mapping, the list named', async () => {
    fakeApi();
    const { router } = render();
    await userEvent.click(screen.getByRole('radio', { name: 'Ad-hoc list' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'List name' }), 'Weekend promo');
    await userEvent.upload(fileInput(), csv('promo.csv', 'Email\nann@x.test\nbob@x.test\n'));
    expect(await screen.findByText('2 rows in all')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload and map columns' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/audience/master-data/import'),
    );
    expect(router.state.location.search).toBe('?importId=42&adhocListName=Weekend+promo');
    expect(FakeXhr.sent).toEqual([
      { url: expect.stringContaining('UploadImportFiles?purpose=adhocList'), files: ['promo.csv'] },
    ]);
  });
});
