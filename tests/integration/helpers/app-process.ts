// Test helper process: the app's real start-up (database, migrations, the notification worker)
// and the consultation form's service behind a tiny HTTP endpoint. It answers 'ok' once the
// request is stored, as the form's action does; tests kill it with SIGKILL and start it again.
// Run with tsx and --conditions=react-server (the services are server-only modules).
import http from 'node:http';
import { submitConsultation } from '@/features/consultations/service';
import { startUp } from '@/startup/start-up';

await startUp();
let received = 0;
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    submitConsultation(JSON.parse(body), {
      address: `198.18.${Math.floor(++received / 256) % 256}.${received % 256}`,
    }).then(
      () => response.end('ok'),
      (error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    );
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`READY ${port}`);
});
