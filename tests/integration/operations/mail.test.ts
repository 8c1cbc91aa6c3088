import { readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, createSmtpMailer } from '@/lib/server/mail/mailer';
import { getMailer } from '@/lib/server/mail/get-mailer';

const outbox = () => path.join(process.env.DATA_DIR!, 'outbox');
const message = {
  to: 'firma@example.com',
  subject: 'Nova mensagem',
  text: 'Olá!',
  replyTo: 'ana@example.com',
};

/** A minimal SMTP server that accepts every message, recording what it received. */
function smtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 OK\r\n');
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise<{ port: number; received: string[]; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, received, close: () => server.close() }),
    ),
  );
}

const servers: Array<() => void> = [];
afterAll(() => servers.forEach((close) => close()));

describe('mailer', () => {
  it('without SMTP_URL writes each message to the outbox under DATA_DIR', async () => {
    const result = await getMailer().send(message);
    expect(result.via).toBe('outbox');
    const files = readdirSync(outbox());
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(path.join(outbox(), files[0]!), 'utf8'))).toMatchObject(message);
  });

  it('sends over SMTP when a server answers', async () => {
    const smtp = await smtpServer();
    servers.push(smtp.close);
    const fallback = createOutboxMailer(path.join(process.env.DATA_DIR!, 'fallback-ok'), 'x@example.com');
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Tribuna <x@example.com>', fallback);
    expect(await mailer.send(message)).toEqual({ via: 'smtp' });
    expect(smtp.received.join('\n')).toContain('Subject: Nova mensagem');
  });

  it('keeps the message in the outbox when the SMTP server is down', async () => {
    const dir = path.join(process.env.DATA_DIR!, 'fallback-down');
    const mailer = createSmtpMailer(
      'smtp://127.0.0.1:1',
      'x@example.com',
      createOutboxMailer(dir, 'x@example.com'),
    );
    const result = await mailer.send(message);
    expect(result.via).toBe('outbox');
    expect(readdirSync(dir)).toHaveLength(1);
  });
});

describe('outbox permissions', () => {
  it('keeps the outbox folder (0700) and each message (0600) private to the server user', async () => {
    const dir = path.join(process.env.DATA_DIR!, 'private-outbox');
    const { file } = await createOutboxMailer(dir, 'Tribuna <no-reply@tribuna.test>').send(message);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(file!).mode & 0o777).toBe(0o600);
  });
});
