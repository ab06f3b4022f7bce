import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server with reload (tsx watch) and Vite with its proxy, together; Ctrl-C stops both. The
 * server runs with its development peeks on (CLEARWAY_DEV_TOOLS=1: the outbox and captcha answers).
 */
const apiPort = process.env.PORT || '8080';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort, CLEARWAY_DEV_TOOLS: '1', CLEARWAY_GENERATOR_DIR: process.env.CLEARWAY_GENERATOR_DIR || 'schemas' } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
