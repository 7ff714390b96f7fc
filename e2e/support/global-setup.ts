import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalDnsServer } from '../../apps/api/src/net/testing/local-dns-server.ts';
import { dnsRecordsFile, readDnsRecords } from './dns.ts';
import { freePort, startServer } from './server.ts';
import { startSmtpSink } from './smtp-sink.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    mailDir: string;
    /** The sink as an smtp:// URL: a customer SMTP server for the communication-settings test. */
    smtpUrl: string;
    /** The server's inbound bounce receiver (BOUNCE_SMTP_PORT) on 127.0.0.1. */
    bounceSmtpPort: number;
  }
}

const root = new URL('../..', import.meta.url).pathname;

export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'resonate-e2e-'));
  const mailDir = join(dataDir, 'smtp-sink');
  const sink = await startSmtpSink(mailDir);
  // Domain proofs (SSO domains) ask this server; tests publish records with publishTxt.
  const dns = await startLocalDnsServer(() => readDnsRecords(dnsRecordsFile(dataDir)));
  // ALLOW_PRIVATE_CHANNEL_HOSTS lets a customer SMTP server be this loopback sink. Webhooks keep
  // their own flag (ALLOW_PRIVATE_WEBHOOKS) off: the data-exchange test relies on the refusal.
  // The inbound bounce receiver (run by the worker): the delivery test feeds it a DSN.
  const bounceSmtpPort = await freePort();
  const server = await startServer({
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    ALLOW_PRIVATE_CHANNEL_HOSTS: 'true',
    // The Active Directory test's LDAP server listens on this machine (plain ldap:// and LDAPS).
    ALLOW_PRIVATE_LDAP_HOSTS: 'true',
    // The sso test's OpenID provider runs on loopback (plain http) in the test process.
    ALLOW_PRIVATE_IDENTITY_PROVIDERS: 'true',
    DNS_SERVERS: dns.address,
    BOUNCE_SMTP_PORT: String(bounceSmtpPort),
    BOUNCE_SMTP_HOST: '127.0.0.1',
  });
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);
  project.provide('smtpUrl', sink.url);
  project.provide('bounceSmtpPort', bounceSmtpPort);
  return async () => {
    await server.stop();
    await sink.stop();
    await dns.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
