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
 * same port simulate a mail server that is down for a while. With `auth`, it asks for that user name
 * and password (AUTH over the plain connection) and refuses any other.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  constructor(private readonly options: { auth?: { user: string; password: string } } = {}) {}

  get running() {
    return this.server !== null;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const auth = this.options.auth;
    const server = new SMTPServer({
      authOptional: !auth,
      allowInsecureAuth: true,
      disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      logger: false,
      onAuth: (login, _session, callback) => {
        if (auth && login.username === auth.user && login.password === auth.password) {
          callback(null, { user: login.username });
        } else callback(new Error('Invalid username or password'));
      },
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
