import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server (the `smtp-server` package) the app delivers to in tests.

export interface Delivery {
  recipients: string[];
  mail: ParsedMail;
}

export interface Hold {
  /** Resolves when the held message has arrived. */
  arrived: Promise<void>;
  release(outcome: 'accept' | { code: number }): void;
}

export interface SmtpPeer {
  port: number;
  url: string;
  deliveries: Delivery[];
  /** How many times the server refused a message (e.g. with 451). */
  refusals: number;
  /** Answer the next `count` messages with `code` (451: try again later). */
  refuseNext(count: number, code?: number): void;
  /**
   * Holds the next message once the server has it whole, unanswered: the sender is mid-send until
   * the hold is released, with the message accepted (250) or refused (`code`).
   */
  holdNext(): Hold;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (for a server that is started later). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A peer on `port` (a free one by default), not listening until start(). */
export async function smtpPeer(port?: number): Promise<SmtpPeer> {
  const chosen = port ?? (await freePort());
  let refuse = { count: 0, code: 451 };
  let hold: { arrived: () => void; outcome: Promise<'accept' | { code: number }> } | undefined;
  let server: SMTPServer | undefined;
  const peer: SmtpPeer = {
    port: chosen,
    url: `smtp://127.0.0.1:${chosen}`,
    deliveries: [],
    refusals: 0,
    refuseNext(count, code = 451) {
      refuse = { count, code };
    },
    holdNext() {
      let arrived!: () => void;
      let release!: (outcome: 'accept' | { code: number }) => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      hold = { arrived, outcome: new Promise((resolve) => (release = resolve)) };
      return { arrived: arrival, release };
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream).then(
            async (mail) => {
              const held = hold;
              hold = undefined;
              if (held) {
                held.arrived();
                const outcome = await held.outcome;
                if (outcome !== 'accept') {
                  peer.refusals += 1;
                  return callback(Object.assign(new Error('Recusada'), { responseCode: outcome.code }));
                }
              }
              if (refuse.count > 0) {
                refuse.count -= 1;
                peer.refusals += 1;
                const error = Object.assign(new Error('Tente novamente mais tarde'), {
                  responseCode: refuse.code,
                });
                return callback(error);
              }
              peer.deliveries.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(chosen, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
  return peer;
}
