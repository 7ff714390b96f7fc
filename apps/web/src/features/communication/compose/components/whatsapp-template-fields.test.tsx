import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TContent } from '@resonate/contracts/campaigns/content';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/local-storage';
import { WhatsAppTemplateFields } from './whatsapp-template-fields';

type TText = Extract<TContent, { kind: 'text' }>;

const TEMPLATES = [
  {
    name: 'order_update',
    language: 'en_US',
    status: 'approved',
    category: 'UTILITY',
    body: 'Hi {{1}}, your order {{2}} ships today',
    variableCount: 2,
    syncedAt: '2026-11-28T04:00:00.000Z',
  },
];

function stubApi() {
  const answers: Record<string, unknown> = {
    'Communication/GetWhatsAppTemplates': { templates: TEMPLATES },
    'Audience/GetAttributes': { attributes: [{ key: 'orderNo', label: 'Order number' }] },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = answers[url.replace(/^\/api\//, '')];
      return new Response(JSON.stringify({ status: Boolean(data), message: 'ok', data }), {
        status: data ? 200 : 404,
      });
    }),
  );
}

/** The fields with the content held as the wizard holds it; `seen` gets every change. */
function Harness({ seen, errors = {} }: { seen: TText[]; errors?: TFieldErrors }) {
  const [content, setContent] = useState<TText>({ kind: 'text', text: 'Hi' });
  return (
    <WhatsAppTemplateFields
      content={content}
      errors={errors}
      onChange={(next) => {
        seen.push(next);
        setContent(next);
      }}
    />
  );
}

function renderFields(seen: TText[], errors?: TFieldErrors) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness seen={seen} errors={errors} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces(['compose']);
});
beforeEach(() => writeItem('accessToken', 'test-token'));
afterEach(() => vi.unstubAllGlobals());

describe('the WhatsApp message type in the create wizard', () => {
  it("offers the account's approved templates and maps each variable to a contact field", async () => {
    stubApi();
    const seen: TText[] = [];
    renderFields(seen);
    const type = screen.getByLabelText('Message type');
    expect(type).toHaveDisplayValue('Free-form text');
    await screen.findByRole('option', { name: 'Template: order_update (en_US)' });
    await userEvent.selectOptions(type, 'Template: order_update (en_US)');
    expect(screen.getByText('Hi {{1}}, your order {{2}} ships today')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Variable {{1}}'), 'First name');
    await screen.findAllByRole('option', { name: 'Order number' });
    await userEvent.selectOptions(screen.getByLabelText('Variable {{2}}'), 'Order number');
    expect(seen.at(-1)).toEqual({
      kind: 'text',
      text: 'Hi',
      whatsappTemplate: {
        name: 'order_update',
        language: 'en_US',
        variables: ['{{ firstName }}', '{{ attributes.orderNo }}'],
      },
    });

    // Back to free-form text: the template goes, the text stays.
    await userEvent.selectOptions(type, 'Free-form text');
    expect(seen.at(-1)).toEqual({ kind: 'text', text: 'Hi' });
    expect(screen.queryByLabelText('Variable {{1}}')).not.toBeInTheDocument();
  });

  it('shows the launch refusal under the message type', async () => {
    stubApi();
    const refusal =
      '1 of 4 recipients have not written to you on WhatsApp in the last 24 hours. WhatsApp delivers only approved templates to them: choose a template for this message';
    renderFields([], { 'content.whatsappTemplate': refusal });
    expect(screen.getByText(refusal)).toBeInTheDocument();
  });
});
