import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TTemplateSummary } from '@resonate/contracts/campaigns/templates';
import { MSG } from '@resonate/contracts/messages';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { writePermissions } from '@/shared/storage/permissions';
import { renderAt } from '@/testing/render-with-router';
import { TemplateGallery } from './template-gallery';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

type TRequest = { path: string; body: Record<string, unknown> };

function template(id: number, extra: Partial<TTemplateSummary> = {}): TTemplateSummary {
  return {
    templateId: id,
    channelId: 1,
    name: `Template ${id}`,
    status: 'ready',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    archived: false,
    excerpt: `Subject ${id}`,
    ...extra,
  };
}

const ok = (data: unknown, extra: object = {}) => ({ status: true, message: 'ok', data, ...extra });

function fakeApi(templates: TTemplateSummary[]) {
  const requests: TRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/Communication\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const answers: Record<string, () => unknown> = {
        GetTemplates: () => ok({ templates }, { totalRows: templates.length }),
        GetTemplateThumbnail: () => {
          const sms = body.templateId === 2;
          return ok({
            preview: {
              kind: sms ? 'text' : 'email',
              fields: sms
                ? { text: 'Hi there, your order ships today.' }
                : { html: '<p>Hello there</p>', subject: 'Subject 1' },
              contact: null,
              segments: null,
              problems: {},
              previewUrl: sms ? null : '/preview/0123456789abcdef0123456789abcdef',
            },
          });
        },
        CreateCommunicationFromTemplate: () => ok({ communicationId: 42, name: 'Template 1' }),
      };
      return new Response(JSON.stringify(answers[path]?.() ?? { status: false, message: '?' }), {
        status: answers[path] ? 200 : 404,
      });
    }),
  );
  return requests;
}

function renderGallery() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <TemplateGallery />
    </QueryClientProvider>,
    '/communication/gallery',
  );
}

beforeEach(async () => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
  await writePermissions([
    { featureId: 2, viewAccess: true, createAccess: true, editAccess: true, deleteAccess: true },
  ]);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await writePermissions({});
  resetAppState();
});

describe('TemplateGallery', () => {
  it('shows cards with a sandboxed email thumbnail and an SMS bubble', async () => {
    fakeApi([template(1), template(2, { channelId: 2, name: 'SMS reminder', status: 'draft' })]);
    renderGallery();
    const email = await screen.findByRole('article', { name: 'Template 1' });
    const frame = await within(email).findByTitle('Preview of Template 1');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('src', '/preview/0123456789abcdef0123456789abcdef');
    expect(within(email).getByRole('link', { name: 'Template 1' })).toHaveAttribute(
      'href',
      '/template-builder?id=1',
    );
    const sms = screen.getByRole('article', { name: 'SMS reminder' });
    expect(await within(sms).findByText('Hi there, your order ships today.')).toBeInTheDocument();
    expect(within(sms).getByText('Draft')).toBeInTheDocument();
  });

  it('filters by channel and archived, and uses a template in a new communication', async () => {
    const requests = fakeApi([template(1)]);
    const { router } = renderGallery();
    await screen.findByRole('article', { name: 'Template 1' });
    await userEvent.click(screen.getByRole('button', { name: 'SMS' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === 'GetTemplates').at(-1)?.body).toMatchObject({
        channelId: 2,
        archived: false,
        pageNo: 1,
      }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Archived' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === 'GetTemplates').at(-1)?.body).toMatchObject({
        archived: true,
      }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Archived' }));
    const card = await screen.findByRole('article', { name: 'Template 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Use in a communication' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-mdc-communication'));
    expect(router.state.location.search).toBe('?id=42');
  });

  it('checks the name rules before renaming', async () => {
    const requests = fakeApi([template(1)]);
    renderGallery();
    const card = await screen.findByRole('article', { name: 'Template 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Actions for Template 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const input = screen.getByLabelText('Template name');
    await userEvent.clear(input);
    await userEvent.type(input, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.minChars(3))).toBeInTheDocument();
    expect(requests.some((r) => r.path === 'RenameTemplate')).toBe(false);
  });
});
