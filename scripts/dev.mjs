// `npm run dev`: the API with `node --watch` and Vite's dev server (hot reload, proxying /api),
// side by side with prefixed output. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  ['api', ['run', 'dev', '-w', '@resonate/api']],
  ['web', ['run', 'dev', '-w', '@resonate/web']],
].map(([name, args]) => {
  const child = spawn('npm', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { NODE_ENV: 'development', ...process.env },
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `)));
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown();
  });
  return child;
});

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
