// `npm run dev`: the API with `node --watch` and Vite's dev server (hot reload, proxying /api),
// side by side with prefixed output. Ctrl-C stops both. The processes are started directly, not
// through npm, because npm does not forward signals to its children: each gets one SIGTERM,
// and the API closes gracefully (node --watch passes it on) and stops its PostgreSQL.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const env = { NODE_ENV: 'development', ...process.env };

const children = [
  ['api', process.execPath, ['--watch', 'src/server.ts'], `${root}apps/api`],
  ['web', process.execPath, [`${root}node_modules/vite/bin/vite.js`], `${root}apps/web`],
].map(([name, command, args, cwd]) => {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `)));
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    console.log(`[${name}] exited with ${code ?? signal}`);
    shutdown();
  });
  return child;
});

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
