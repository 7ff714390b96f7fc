import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const root = new URL('../..', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = { baseURL: string; process: ChildProcess; stop: () => Promise<void> };

/** Starts the product the way `npm start` does (after the build step) and waits until it answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    // METRICS_PORT 0: several servers share this machine (a run that scrapes passes its own).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // Generous: on two busy cores, migrations and the demo seed can take more than a minute.
  const deadline = Date.now() + 180_000;
  for (let ready = false; !ready;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before answering`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server at ${baseURL} was not ready after 180 s`);
    }
    try {
      ready = (await fetch(`${baseURL}/api/ready`)).ok;
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { baseURL, process: child, stop };
}
