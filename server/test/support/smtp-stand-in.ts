import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in this process: what it accepts is parsed and kept; it can refuse on
 * demand, and answer each message `acceptDelayMs` late (a slow server, to kill a sender mid-send).
 */
export async function startSmtp(options: { acceptDelayMs?: number } = {}) {
  const received: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          // Taken once the whole message is in, as a real server commits before its answer;
          // a slow server answers later (a client killed meanwhile never hears it was taken).
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          if (options.acceptDelayMs) setTimeout(() => callback(), options.acceptDelayMs);
          else callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseAll(value: boolean) {
      refuse = value;
    },
    /** The first message to `to` whose subject matches, waiting up to 10 s. */
    async mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === to && subject.test(mail.subject ?? ''));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no email to ${to} matching ${subject} (got ${received.map((m) => m.subject).join(', ')})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;
