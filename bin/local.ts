/**
 * `npm start`: Leadroute on this machine, with no AWS account and no internet. Every emulator binds to
 * 127.0.0.1: this is for one developer's machine, never a server on a network.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { repoRoot, startLocalStack } from './local/stack';

const settings = z
  .object({
    LEADROUTE_PORT: z.coerce.number().int().min(1024).max(65000).default(4000),
    LEADROUTE_DATA_DIR: z.string().default(join(repoRoot, '.data')),
  })
  .parse(process.env);
const devMode = process.argv.includes('--dev');
const webDist = join(repoRoot, 'web/dist');

if (!devMode && !existsSync(join(webDist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build:web` first (npm start does it for you).');
  process.exit(1);
}

const stack = await startLocalStack({
  port: settings.LEADROUTE_PORT,
  dataDir: settings.LEADROUTE_DATA_DIR,
  webDist: devMode ? undefined : webDist,
});

console.log(`
Leadroute is running locally.
  App          ${devMode ? 'http://127.0.0.1:5173 (run `npx vite --config web/vite.config.ts`)' : stack.url}
  API          ${stack.url}/api
  Mail outbox  ${stack.url}/dev/mail
  Data         ${settings.LEADROUTE_DATA_DIR}
Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  stack.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
