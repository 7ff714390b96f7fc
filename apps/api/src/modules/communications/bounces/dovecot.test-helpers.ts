import { spawn, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/**
 * A real IMAP server for the poller's test: Debian's dovecot (`dovecot-imapd`, which .ci/run
 * installs), started as a child process on a free loopback port with a throwaway configuration,
 * password file and Maildir, and stopped with its directory afterwards. It runs as whoever runs
 * the tests; under root it drops to the package's own `dovecot`/`dovenull` users, as dovecot
 * refuses to serve mail as root.
 */
export type TDovecot = {
  port: number;
  user: string;
  password: string;
  /** Puts a raw mail into the user's INBOX (as a local delivery would). */
  deliver(raw: string): void;
  stop(): Promise<void>;
};

const DOVECOT = '/usr/sbin/dovecot';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function accountOf(name: string): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function groupName(gid: number): string {
  const line = readFileSync('/etc/group', 'utf8')
    .split('\n')
    .find((l) => l.split(':')[2] === String(gid));
  return line?.split(':')[0] ?? String(gid);
}

async function waitForPort(port: number, child: ChildProcess, log: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (child.exitCode !== null || Date.now() > deadline) {
      const text = existsSync(log) ? readFileSync(log, 'utf8') : '(no log)';
      throw new Error(`dovecot did not start: ${text}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startDovecot(): Promise<TDovecot> {
  if (!existsSync(DOVECOT)) {
    throw new Error(`${DOVECOT} is missing: install Debian's dovecot-imapd (.ci/run does)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'dovecot-test-'));
  const me = userInfo();
  const asRoot = me.uid === 0;
  const internal = asRoot ? 'dovecot' : me.username;
  const login = asRoot ? 'dovenull' : me.username;
  const mailOwner = asRoot ? accountOf('dovecot')! : { uid: me.uid, gid: me.gid };
  const port = await freePort();
  const user = 'bounces';
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  const maildir = path.join(dir, 'mail', user);
  for (const sub of ['cur', 'new', 'tmp']) mkdirSync(path.join(maildir, sub), { recursive: true });
  writeFileSync(path.join(dir, 'passwd'), `${user}:{PLAIN}${password}\n`);
  const log = path.join(dir, 'dovecot.log');
  writeFileSync(
    path.join(dir, 'dovecot.conf'),
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${log}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${internal}
default_internal_group = ${asRoot ? 'dovecot' : groupName(me.gid)}
default_login_user = ${login}
first_valid_uid = ${mailOwner.uid}
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${mailOwner.uid} gid=${mailOwner.gid} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    user = ${internal}
  }
  unix_listener stats-writer {
    user = ${internal}
  }
}
`,
  );
  if (asRoot) {
    const chown = (p: string) => chownSync(p, mailOwner.uid, mailOwner.gid);
    for (const p of [dir, path.join(dir, 'mail'), maildir, path.join(dir, 'passwd')]) chown(p);
    for (const sub of ['cur', 'new', 'tmp']) chown(path.join(maildir, sub));
  }
  const child = spawn(DOVECOT, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  await waitForPort(port, child, log);
  let n = 0;
  return {
    port,
    user,
    password,
    deliver(raw) {
      const name = `${Date.now()}.${(n += 1)}.test`;
      const file = path.join(maildir, 'new', name);
      writeFileSync(file, raw);
      if (asRoot) chownSync(file, mailOwner.uid, mailOwner.gid);
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
