import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server.ts';

/**
 * A real SMTP server on loopback that accepts every message and writes it as an .eml file, so
 * browser tests read the mails the product really sent (OTP codes, new passwords). Files, not
 * memory: the tests run in other processes than the global setup that owns the sink. Each file
 * starts with the Return-Path (the envelope sender), as a receiving server records it.
 */
export async function startSmtpSink(mailDir: string) {
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      // The envelope sender first, as a receiving server records it (a VERP bounce address).
      const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const chunks: Buffer[] = [Buffer.from(`Return-Path: <${mailFrom}>\r\n`)];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(mailDir, `${Date.now()}-${count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
