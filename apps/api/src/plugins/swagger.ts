import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas. Registered before any route, because it
 * collects routes as they are added. Routes that need a session declare
 * `security: [{ accessToken: [] }]` in their schema.
 */
export default fp(
  async function openapi(app) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Resonate API',
          description: 'Every response is the envelope { status, message, data?, totalRows? }.',
          version: '1.0.0',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' },
            // The public REST API (/api/v1): Authorization: Bearer <API key>.
            apiKey: { type: 'http', scheme: 'bearer' },
            // Segment-compatible calls (/api/v1/track...): the API key as Basic user name.
            segmentWriteKey: { type: 'http', scheme: 'basic' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });

    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    // The SPA renders the reference page at /docs from openapi.json.
    app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
      reply.redirect('/docs', 302),
    );
  },
  { name: 'openapi', dependencies: ['config'] },
);
