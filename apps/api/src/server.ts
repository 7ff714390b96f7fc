import closeWithGrace from 'close-with-grace';
import { buildApp } from '#/build-app.ts';
import { ConfigError, loadConfig } from '#/config.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, {
    server: {
      connectionTimeout: 60_000,
      requestTimeout: 60_000,
      keepAliveTimeout: 72_000,
      // First start initialises the embedded PostgreSQL cluster and migrates it.
      pluginTimeout: 120_000,
    },
  });

  // SIGINT/SIGTERM: stop taking requests, finish in-flight ones, stop the queue, close the
  // pools, then stop the embedded PostgreSQL (each plugin's onClose, in reverse order).
  const graceful = closeWithGrace({ delay: 20_000, logger: app.log }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start');
    // close-with-grace would otherwise exit 0 once the event loop drains.
    graceful.uninstall();
    await app.close().catch(() => undefined);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  // A bad configuration is an operator's typo: say what is wrong, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
