import closeWithGrace from 'close-with-grace';
import { buildApp } from '#/build-app.ts';
import { ConfigError, loadConfig } from '#/config.ts';

/** Past the grace: whatever still holds the process (a job ignoring its signal) is cut off. */
const HARD_STOP_MARGIN_MS = 10_000;

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

  // SIGINT/SIGTERM: stop accepting connections, end the notification streams (their browsers
  // reconnect to another process), let in-flight requests finish and the in-process worker's
  // jobs finish or hand back, then stop the queue, close the pools and stop the embedded
  // PostgreSQL (each plugin's onClose, in reverse order). A request still running when
  // SHUTDOWN_GRACE_SECONDS is up has its connection cut, so a stop is bounded.
  const graceful = closeWithGrace(
    { delay: config.shutdownGraceMs + HARD_STOP_MARGIN_MS, logger: app.log },
    async ({ err, signal }) => {
      if (err) app.log.error({ err }, 'closing after an error');
      else app.log.info({ signal }, 'shutting down');
      const cut = setTimeout(() => {
        app.log.warn('requests still running at the end of the grace: connections cut');
        app.server.closeAllConnections();
      }, config.shutdownGraceMs);
      cut.unref();
      await app.close();
      clearTimeout(cut);
    },
  );

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
