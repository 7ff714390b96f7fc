import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import { TEST_APP_SECRET } from '../../../../test/create-test-app.ts';
import {
  comm,
  createCommunicationFixture,
  type TCaller,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { edges, entryList, exit } from '../journeys/test/journey-fixture.ts';
import { FILE_TAG_ESCAPES } from './template-escapes.test-helpers.ts';

/**
 * Issue 21, item 1, as an attacker tries it: a signed-in user (a viewer included) sends the
 * known template escapes through every endpoint that renders tenant content, and nothing of
 * the server comes back: not a file, not the app secret, not an environment variable, not a
 * 500, not a hung request. Every attempt is also mailed by a test send, and the sink checked.
 */

const ESCAPES = [
  ...FILE_TAG_ESCAPES,
  '{{ firstName.constructor }}{{ attributes.__proto__.constructor }}{{ process.env.APP_SECRET }}',
  '{% for i in (1..1000000) %}{% for j in (1..1000) %}a{% endfor %}{% endfor %}',
  '{% if true %}'.repeat(5000) + 'x' + '{% endif %}'.repeat(5000),
];

/** What must never appear in an answer: the API's package.json, /etc/passwd, the secret. */
const SERVER_SECRETS = [
  '"@resonate/api"',
  JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'))
    .description ?? '"private": true',
  'root:x:0',
  TEST_APP_SECRET,
  '[Function',
  'function Object',
];

function expectNothingOfTheServer(label: string, response: LightMyRequestResponse) {
  expect(response.statusCode, `${label} -> ${response.body.slice(0, 200)}`).toBeLessThan(500);
  for (const secret of SERVER_SECRETS) expect(response.body, label).not.toContain(secret);
}

let fx: TCommunicationFixture;
let viewer: TCaller;

beforeAll(async () => {
  fx = await createCommunicationFixture({ contacts: 1 });
  viewer = await signIn(fx.app, 'viewer@acme.test');
});
afterAll(() => fx.close());

const email = (field: 'subject' | 'html', source: string) => ({
  kind: 'email',
  subject: field === 'subject' ? source : 'Hello',
  preheader: '',
  html: field === 'html' ? source : '<p>Hello</p>',
  text: '',
});

describe('template escapes through every rendering endpoint', () => {
  it('a viewer previewing a template gets a template error, never a file', async () => {
    for (const escape of ESCAPES) {
      for (const [channelId, content] of [
        [2, { kind: 'text', text: escape }],
        [1, email('subject', escape)],
        [1, email('html', escape)],
        [1, { ...email('html', ''), design: { format: 'source', source: escape } }],
        [
          1,
          {
            ...email('html', ''),
            design: { format: 'blocks', blocks: [{ type: 'text', text: escape }] },
          },
        ],
      ] as const) {
        const response = await comm(fx.app, viewer, 'PreviewTemplate', { channelId, content });
        expectNothingOfTheServer(`PreviewTemplate ${escape.slice(0, 40)}`, response);
      }
    }
    const refused = await comm(fx.app, viewer, 'PreviewTemplate', {
      channelId: 2,
      content: { kind: 'text', text: "{% render 'package.json' %}" },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('is not available');
  });

  it('an MJML source cannot include a file of the server', async () => {
    for (const path of ['../../package.json', '/etc/passwd', 'package.json']) {
      const source = `<mjml><mj-body><mj-include path="${path}" type="html" /><mj-section><mj-column><mj-text>x</mj-text></mj-column></mj-section></mj-body></mjml>`;
      const response = await comm(fx.app, viewer, 'PreviewTemplate', {
        channelId: 1,
        content: { ...email('html', ''), design: { format: 'source', source } },
      });
      expectNothingOfTheServer(`mj-include ${path}`, response);
      const saved = await comm(fx.app, fx.admin, 'SaveTemplate', {
        channelId: 1,
        name: `Include ${path}`,
        content: { ...email('html', ''), design: { format: 'source', source } },
      });
      expectNothingOfTheServer(`SaveTemplate mj-include ${path}`, saved);
    }
  });

  it('a saved template and its gallery thumbnail show the source, not what it names', async () => {
    for (const [index, escape] of FILE_TAG_ESCAPES.entries()) {
      const saved = await comm(fx.app, fx.admin, 'SaveTemplate', {
        channelId: 2,
        name: `Escape ${index}`,
        content: { kind: 'text', text: escape },
      });
      expectNothingOfTheServer('SaveTemplate', saved);
      const { template, problems } = saved.json().data;
      expect(template.status).toBe('draft');
      expect(Object.values(problems).join()).toContain('is not available');
      const thumbnail = await comm(fx.app, viewer, 'GetTemplateThumbnail', {
        templateId: template.templateId,
      });
      expectNothingOfTheServer('GetTemplateThumbnail', thumbnail);
    }
  });

  it('a draft communication cannot be previewed, test-sent or launched with a file tag', async () => {
    const before = fx.sink!.received.length;
    for (const escape of ESCAPES) {
      for (const field of ['subject', 'html'] as const) {
        const draft = await comm(fx.app, fx.admin, 'SaveCommunicationDraft', {
          name: `Escape ${field} ${escape.length}`,
          channelId: 1,
          audience: { listIds: [fx.listId] },
          content: email(field, escape),
        });
        expectNothingOfTheServer('SaveCommunicationDraft', draft);
        if (draft.statusCode !== 200) continue;
        const { communicationId } = draft.json().data.communication;
        const contactId = fx.contacts[0]!.contactId;
        const calls: [string, object][] = [
          ['PreviewCommunication', { communicationId, contactId }],
          ['PreviewCommunication', { communicationId }],
          ['SendTestCommunication', { communicationId, addresses: ['qa@example.test'] }],
          ['EstimateCommunication', { communicationId }],
          ['LaunchCommunication', { communicationId }],
        ];
        for (const [endpoint, body] of calls) {
          expectNothingOfTheServer(endpoint, await comm(fx.app, fx.admin, endpoint, body));
        }
      }
    }
    // Whatever was mailed (ordinary escapes render as empty) carries nothing of the server.
    for (const message of fx.sink!.received.slice(before)) {
      for (const secret of SERVER_SECRETS) expect(message.data).not.toContain(secret);
    }
  });

  it('a journey send step with a file tag is marked as a template error', async () => {
    for (const escape of FILE_TAG_ESCAPES) {
      const graph = {
        nodes: [
          entryList(fx.listId),
          {
            id: 'a',
            type: 'send',
            position: { x: 0, y: 0 },
            config: { channelId: 2, content: { kind: 'text', text: escape } },
          },
          exit('x'),
        ],
        edges: edges(['start', 'a'], ['a', 'x']),
      };
      const validated = await comm(fx.app, fx.admin, 'ValidateJourney', { graph });
      expectNothingOfTheServer('ValidateJourney', validated);
      expect(validated.statusCode).toBe(200);
      expect(validated.json().data.valid).toBe(false);
      expect(JSON.stringify(validated.json().data.errors)).toContain('is not available');
    }
  });
});
