/**
 * A local SMTP sink for the sending benchmark, in its own process so its CPU is not the
 * engine's: accepts any message, discards it and counts it. The parent asks for the count over
 * IPC ('count') and reads the port from the first message it sends.
 */
import { SMTPServer } from 'smtp-server';

let received = 0;
const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 100,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      received += 1;
      callback();
    });
    stream.resume();
  },
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.server.address() as { port: number };
  process.send?.({ port });
});
process.on('message', (message) => {
  if (message === 'count') process.send?.({ count: received });
  if (message === 'stop') server.close(() => process.exit(0));
});
