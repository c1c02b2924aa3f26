import { once } from 'node:events';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses of the SMTP envelope (who really receives it, whatever the headers say). */
  recipients: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `stop()` and `start()` again on the
 * same port simulate a mail server that is down for a while.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  get running() {
    return this.server !== null;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const recipients = session.envelope.rcptTo.map((r) => r.address);
            this.received.push({ recipients, mail });
            callback();
          })
          .catch(callback);
      },
    });
    server.on('error', () => {});
    server.listen(this.port, '127.0.0.1');
    await once(server.server, 'listening');
    this.port = (server.server.address() as { port: number }).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` emails have arrived (fails after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 30_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} emails, received ${this.received.length}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    return this.received;
  }
}
