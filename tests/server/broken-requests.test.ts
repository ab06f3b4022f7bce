/**
 * Requests that are not whole: a cut-off or malformed multipart body answers 400 with a message (it was a 500), an
 * ungranted caller is refused before its upload is read, and what Node or Fastify refuse before any route (headers
 * too large, a URL that does not decode, garbage) comes back in the product's envelope, not Fastify's own shape.
 */
import net from 'node:net';
import { startTestServer, signInAs, type TestServer } from './test-server';
import { type TestClient } from './http-client';

let server: TestServer;
let admin: TestClient;
let operator: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  [admin, operator] = await Promise.all([signInAs(server, 'admin'), signInAs(server, 'operator')]);
});
afterAll(async () => server?.close());

const MULTIPART_CALLS = ['/api/bdttms/file/uploadFile', '/api/bdtibs/base/importCarrier', '/api/bdtibs/base/importClaims'];
const HEAD = '--XX\r\nContent-Disposition: form-data; name="file"; filename="rows.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n';

async function post(client: TestClient, path: string, contentType: string, body: string) {
  const response = await fetch(new URL(path, server.url), { method: 'POST', headers: { authorization: `Bearer ${client.token}`, 'content-type': contentType }, body });
  return { http: response.status, body: (await response.json()) as { code: number; message: string; status: number; data: unknown } };
}

/** Sends bytes as they are and returns the raw HTTP reply. */
function rawHttp(text: string): Promise<string> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    let reply = '';
    const socket = net.connect(Number(port), hostname, () => socket.end(text));
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('close', () => resolve(reply));
    socket.on('error', () => resolve(reply));
  });
}

function envelopeOf(reply: string): { code: number; message: string; status: number; data: unknown } {
  return JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4));
}

describe('broken multipart bodies', () => {
  it('answer 400 with a message on every multipart call: cut off, without a boundary, with a broken part header', async () => {
    const broken: [string, string][] = [
      ['multipart/form-data; boundary=XX', `${HEAD}abcdef`],
      ['multipart/form-data', `${HEAD}abcdef\r\n--XX--\r\n`],
      ['multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition\r\n\r\nabc\r\n--XX--\r\n'],
      ['multipart/form-data; boundary=XX', '--XX\r\n'],
    ];
    for (const path of MULTIPART_CALLS) {
      for (const [contentType, body] of broken) {
        const reply = await post(admin, path, contentType, body);
        expect(reply.http, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(reply.body.code).toBe(400);
        expect(reply.body.message.length).toBeGreaterThan(4);
      }
    }
    const cut = await post(admin, MULTIPART_CALLS[0]!, 'multipart/form-data; boundary=XX', `${HEAD}abcdef`);
    expect(cut.body.message).toMatch(/^上传内容不完整或格式错误，请重新上传/);
  });

  it('refuse an ungranted caller before reading the body: 403 whatever the body is', async () => {
    for (const path of ['/api/bdtibs/base/importCarrier', '/api/bdtibs/base/importClaims']) {
      const reply = await post(operator, path, 'multipart/form-data; boundary=XX', `${HEAD}abcdef`);
      expect(reply.http, path).toBe(403);
      expect(reply.body.code).toBe(403);
    }
  });
});

describe("errors before any route", () => {
  it('headers too large answer 431 in the envelope', async () => {
    const response = await fetch(new URL('/api/clearway/health', server.url), { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(response.status).toBe(431);
    expect(await response.json()).toMatchObject({ code: 431, status: 431, data: null, message: expect.stringContaining('431') });
  });

  it('a URL that does not decode, and garbage, answer 400 in the envelope', async () => {
    const badUrl = await rawHttp('GET /api/%zz HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n\r\n');
    expect(badUrl).toMatch(/^HTTP\/1\.1 400/);
    expect(envelopeOf(badUrl)).toMatchObject({ code: 400, status: 400, data: null, message: expect.stringMatching(/^The request cannot be read/) });
    const garbage = await rawHttp('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400/);
    expect(envelopeOf(garbage)).toMatchObject({ code: 400, status: 400, data: null });
  });
});
