import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { TemplateBuilder } from './template-builder';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const OPTIONS = {
  lists: [],
  channels: [
    { channelId: 1, name: 'Email', inLicence: true, ready: true, contentKind: 'email' },
    { channelId: 2, name: 'SMS', inLicence: true, ready: true, contentKind: 'text' },
  ],
  timeZone: 'Europe/London',
  timeZoneId: 1,
  approvalRequired: false,
  currency: 'GBP',
} as unknown as TComposeOptions;

type TRequest = { path: string; body: Record<string, unknown> };
type THandler = (body: Record<string, unknown>) => { status: number; json: unknown };
const ok = (data: unknown) => ({ status: 200, json: { status: true, message: 'ok', data } });

/** The builder's endpoints behind a mocked fetch; `requests` records what was sent. */
function fakeApi(overrides: Record<string, THandler> = {}) {
  const requests: TRequest[] = [];
  const handlers: Record<string, THandler> = {
    'Communication/GetComposeOptions': () => ok(OPTIONS),
    'Audience/GetAttributes': () => ok({ attributes: [{ key: 'city', label: 'City' }] }),
    'Communication/PreviewTemplate': () =>
      ok({
        preview: {
          kind: 'email',
          fields: { subject: 'Hi', preheader: '', html: '<p>Rendered</p>', text: '' },
          contact: null,
          segments: null,
        },
      }),
    'Communication/SaveTemplate': (body) =>
      ok({
        template: {
          templateId: 12,
          channelId: body.channelId,
          name: body.name,
          status: 'draft',
          createdAt: '2026-11-23T00:00:00Z',
          updatedAt: '2026-11-23T00:00:00Z',
          archived: false,
          excerpt: '',
          content: { ...(body.content as object), html: '<p>compiled</p>' },
        },
        problems: { 'content.design.blocks.0.text': 'Liquid: unclosed tag "{%"' },
      }),
    ...overrides,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const answer = handlers[path]?.(body) ?? {
        status: 404,
        json: { status: false, message: 'not found' },
      };
      return new Response(JSON.stringify(answer.json), { status: answer.status });
    }),
  );
  return requests;
}

function render(channelId = 1, templateId: number | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <TemplateBuilder templateId={templateId} channelId={channelId} />
    </QueryClientProvider>,
    '/template-builder',
  );
}

const blockRows = () =>
  within(screen.getByRole('list', { name: 'Email blocks' }))
    .getAllByRole('button', { name: /^Block \d+:/ })
    .map((button) => button.getAttribute('aria-label'));

beforeAll(async () => {
  await i18n.loadNamespaces(['templateBuilder', 'compose', 'pages']);
});
beforeEach(() => writeItem('accessToken', 'test-token'));
afterEach(() => vi.unstubAllGlobals());

describe('template builder, email blocks', () => {
  it('adds blocks, reorders them by keyboard, edits text and saves the design in order', async () => {
    const requests = fakeApi();
    const user = userEvent.setup();
    const { router } = render();
    expect(await screen.findByText(/No blocks yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Text block' }));
    await user.click(screen.getByRole('button', { name: 'Add Heading block' }));
    expect(blockRows()).toEqual(['Block 1: Text, edit', 'Block 2: Heading, edit']);

    // Keyboard only: focus the heading's "move up" and press Enter.
    const up = screen.getByRole('button', { name: 'Move block 2 (Heading) up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(blockRows()).toEqual(['Block 1: Heading, edit', 'Block 2: Text, edit']);
    // The moved block keeps the focus on its row, so it can be moved again.
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName('Move block 1 (Heading) down'),
    );

    // The newest block (the heading) is selected; edit its text in the side panel.
    const headingText = screen.getByLabelText('Heading text');
    await user.clear(headingText);
    await user.type(headingText, 'Winter sale');
    expect(screen.getByText('Winter sale')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Template name'), 'Winter news');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.search).toBe('?id=12'));
    const save = requests.find((r) => r.path === 'Communication/SaveTemplate');
    expect(save?.body).toMatchObject({
      name: 'Winter news',
      channelId: 1,
      content: {
        kind: 'email',
        design: {
          format: 'blocks',
          blocks: [
            { type: 'heading', text: 'Winter sale' },
            { type: 'text', text: expect.stringContaining('firstName') },
          ],
        },
      },
    });
    expect(save?.body.templateId).toBeUndefined();

    // The problem the save reported marks its block in the list.
    const list = screen.getByRole('list', { name: 'Email blocks' });
    expect(await within(list).findByText('Liquid: unclosed tag "{%"')).toBeInTheDocument();
    const row = within(list).getByRole('button', { name: 'Block 1: Heading, edit' }).closest('li');
    expect(row).toHaveClass('has-problem');
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('"Save as ready" says so when the server keeps the template a draft', async () => {
    fakeApi();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add Heading block' }));
    await user.type(screen.getByLabelText('Template name'), 'Ready one');
    await user.click(screen.getByRole('button', { name: 'Save as ready' }));
    expect(
      await screen.findByText(/Saved as a draft: fix the marked problems/),
    ).toBeInTheDocument();
  });

  it('refuses to save without a valid name, and says why', async () => {
    const requests = fakeApi();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add Heading block' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter template name')).toBeInTheDocument();
    expect(requests.some((r) => r.path === 'Communication/SaveTemplate')).toBe(false);
  });

  it('shows the preview in a sandboxed frame, and a clear error instead of it when broken', async () => {
    let broken = false;
    fakeApi({
      'Communication/PreviewTemplate': () =>
        broken
          ? {
              status: 400,
              json: {
                status: false,
                message: 'The template does not render',
                errors: { 'content.design.blocks.0.text': 'Liquid: unknown tag "fi"' },
              },
            }
          : ok({
              preview: {
                kind: 'email',
                fields: { subject: 'Hello', preheader: '', html: '<p>Rendered</p>', text: '' },
                contact: null,
                segments: null,
                previewUrl: '/preview/0123456789abcdef0123456789abcdef',
              },
            }),
    });
    const user = userEvent.setup();
    render();
    const frame = await screen.findByTitle('Email preview (Desktop)', {}, { timeout: 3000 });
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('src', '/preview/0123456789abcdef0123456789abcdef');
    await user.click(screen.getByRole('button', { name: /Mobile/ }));
    expect(screen.getByTitle('Email preview (Mobile)')).toHaveAttribute('data-width', 'mobile');

    broken = true;
    await user.click(screen.getByRole('button', { name: 'Add Text block' }));
    expect(
      await screen.findByText('This does not render:', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle(/Email preview/)).not.toBeInTheDocument();
    const row = screen.getByRole('button', { name: 'Block 1: Text, edit' }).closest('li');
    expect(row).toHaveClass('has-problem');
  });
});

describe('template builder, source mode', () => {
  it('opens a saved MJML source, points at the broken line, and will not turn it into blocks', async () => {
    const source = '<mjml>\n  <mj-body>\n    <mj-txt>Hi</mj-txt>\n  </mj-body>\n</mjml>';
    fakeApi({
      'Communication/GetTemplate': () =>
        ok({
          template: {
            templateId: 7,
            channelId: 1,
            name: 'Hand made',
            status: 'draft',
            createdAt: '2026-11-23T00:00:00Z',
            updatedAt: '2026-11-23T00:00:00Z',
            archived: false,
            excerpt: '',
            content: {
              kind: 'email',
              subject: 'Hi',
              preheader: '',
              html: '',
              text: '',
              design: { format: 'source', source },
            },
          },
        }),
      'Communication/PreviewTemplate': () => ({
        status: 400,
        json: {
          status: false,
          message: 'The template does not render',
          errors: { 'content.design.source': 'Line 3: mj-txt is not a known MJML tag' },
        },
      }),
    });
    const user = userEvent.setup();
    render(0, 7);
    const editor = await screen.findByRole('textbox', { name: 'MJML or HTML source' });
    expect(editor).toHaveValue(source);
    expect(screen.getByLabelText('Template name')).toHaveValue('Hand made');
    // Saved: the channel is fixed.
    expect(screen.getByLabelText('Channel')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Channel')).toHaveValue('Email');

    expect(
      await screen.findAllByText('Line 3: mj-txt is not a known MJML tag', {}, { timeout: 3000 }),
    ).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Go to line 3' }));
    expect(editor).toHaveFocus();
    const area = editor as HTMLTextAreaElement;
    expect(source.slice(area.selectionStart, area.selectionEnd)).toBe('    <mj-txt>Hi</mj-txt>');

    await user.click(screen.getByRole('button', { name: 'Blocks' }));
    expect(screen.getByText(/blocks cannot be rebuilt from it/)).toBeInTheDocument();
    expect(editor).toBeInTheDocument();
  });
});

describe('template builder, SMS', () => {
  it('counts characters and segments, switching to Unicode for characters outside GSM-7', async () => {
    fakeApi({
      'Communication/PreviewTemplate': (body) =>
        ok({
          preview: {
            kind: 'text',
            fields: { text: (body.content as { text: string }).text },
            contact: null,
            segments: null,
          },
        }),
    });
    const user = userEvent.setup();
    render(2);
    const message = await screen.findByLabelText('Message');
    await user.click(message);
    await user.paste('a'.repeat(161));
    expect(screen.getByTestId('sms-counter')).toHaveTextContent(
      '161 characters · 2 SMS segments · GSM-7',
    );
    await user.clear(message);
    await user.type(message, 'Hi 😀');
    expect(screen.getByTestId('sms-counter')).toHaveTextContent(
      '4 characters · 1 SMS segment · UCS-2',
    );
    expect(await screen.findByTestId('preview-bubble', {}, { timeout: 3000 })).toHaveTextContent(
      'Hi 😀',
    );
  });
});
