import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '../../lambdas/contracts/runtime-config';
import { OutboxMailer } from '../../lambdas/adapters/local/outbox-mailer';
import { ThreadedTesseractOcr } from '../../lambdas/adapters/local/threaded-tesseract-ocr';
import { provideLocalOcr } from '../../lambdas/adapters/wire';
import { extractContact } from '../../lambdas/core/capture';
import type { RouteDefinition } from '../../lambdas/routes';
import { createLocalApiGateway } from './api-gateway';
import { ensureTable, ensureUserPool, LOCAL_REGION, localCredentials } from './bootstrap';
import { serveMailPage } from './mail-page';
import { findFreePortBlock, isPortTaken, startProcess } from './processes';
import { createStaticSite, securityHeaders } from './static-site';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface LocalStackOptions {
  /** The site and API port; the emulators take the next ports (Cognito +1, DynamoDB +2, S3 +3, SQS +4). */
  port: number;
  dataDir: string;
  /** Built SPA to serve; omit when Vite serves it (dev mode). */
  webDist?: string;
  quiet?: boolean;
  /** Start the OCR worker at boot (default) rather than on the first scan. */
  warmUpOcr?: boolean;
}

export interface LocalStack {
  url: string;
  cognitoUrl: string;
  dynamoUrl: string;
  s3Url: string;
  sqsUrl: string;
  uploadsBucket: string;
  webhookQueueUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  tableName: string;
  outbox: OutboxMailer;
  stop(): Promise<void>;
}

export const TABLE_NAME = 'leadroute';
/** Vite's dev server (`npm run dev`), which serves the SPA when the stack does not. */
const DEV_SERVER_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173'];
export const UPLOADS_BUCKET = 'leadroute-uploads';
export const WEBHOOK_QUEUE = 'leadroute-webhooks';
/** How many consecutive ports a stack takes, starting at `port`. */
export const PORTS_PER_STACK = 5;

/** Boots the whole product on loopback: emulators as child processes, bootstrap, API, SPA and mail outbox. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dataDir = resolve(options.dataDir);
  const url = `http://127.0.0.1:${options.port}`;
  const cognitoPort = options.port + 1;
  const dynamoPort = options.port + 2;
  const s3Port = options.port + 3;
  const sqsPort = options.port + 4;
  await mkdir(join(dataDir, 'dynamodb'), { recursive: true });
  await mkdir(join(dataDir, 'cognito'), { recursive: true });
  await mkdir(join(dataDir, 's3'), { recursive: true });
  const outbox = new OutboxMailer(join(dataDir, 'mail'));

  // Our emulator scripts print "<NAME>_READY <port>" once they listen.
  const startScript = (name: string, script: string, env: NodeJS.ProcessEnv) =>
    startProcess({
      name,
      command: process.execPath,
      args: ['--import', 'tsx', join(repoRoot, 'bin/local', script)],
      cwd: repoRoot,
      env,
      readyLine: new RegExp(`${name.toUpperCase()}_READY`),
      quiet: options.quiet,
    });

  // The emulators do not depend on each other, so they start side by side.
  const started = await Promise.allSettled([
    startProcess({
      name: 'dynamodb',
      command: process.execPath,
      args: [
        join(repoRoot, 'node_modules/dynalite/cli.js'),
        '--host',
        '127.0.0.1',
        '--port',
        String(dynamoPort),
        '--path',
        join(dataDir, 'dynamodb'),
        '--createTableMs',
        '0',
      ],
      readyPort: dynamoPort,
      quiet: options.quiet,
    }),
    startScript('cognito', 'cognito-server.ts', {
      COGNITO_PORT: String(cognitoPort),
      COGNITO_DATA_DIR: join(dataDir, 'cognito'),
      OUTBOX_DIR: join(dataDir, 'mail'),
      SIGNING_KEY_FILE: join(dataDir, 'keys/signing-key.json'),
      APP_URL: url,
    }),
    startScript('s3', 's3-server.ts', {
      S3_PORT: String(s3Port),
      S3_DATA_DIR: join(dataDir, 's3'),
      S3_BUCKET: UPLOADS_BUCKET,
      S3_CORS_ORIGINS: [url, ...(options.webDist ? [] : DEV_SERVER_ORIGINS)].join(','),
      S3_ACCESS_KEY_ID: localCredentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      S3_REGION: LOCAL_REGION,
    }),
    startScript('sqs', 'sqs-server.ts', {
      SQS_PORT: String(sqsPort),
      SQS_QUEUE_NAME: WEBHOOK_QUEUE,
      SQS_REGION: LOCAL_REGION,
    }),
  ]);
  const children = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopChildren = () => Promise.all(children.map((child) => child.stop()));
  const failure = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await stopChildren();
    throw failure.reason;
  }

  const cognitoUrl = `http://127.0.0.1:${cognitoPort}`;
  const dynamoUrl = `http://127.0.0.1:${dynamoPort}`;
  const s3Url = `http://127.0.0.1:${s3Port}`;
  const sqsUrl = `http://127.0.0.1:${sqsPort}`;
  const webhookQueueUrl = `${sqsUrl}/000000000000/${WEBHOOK_QUEUE}`;
  await ensureTable(dynamoUrl, TABLE_NAME);
  const pool = await ensureUserPool(cognitoUrl, join(dataDir, 'stack.json'));

  // The handlers' configuration, exactly the variables CDK gives each Lambda, pointed at the emulators.
  Object.assign(process.env, {
    TABLE_NAME,
    AWS_REGION: LOCAL_REGION,
    DYNAMODB_ENDPOINT: dynamoUrl,
    S3_ENDPOINT: s3Url,
    SQS_ENDPOINT: sqsUrl,
    UPLOADS_BUCKET_NAME: UPLOADS_BUCKET,
    WEBHOOK_QUEUE_URL: webhookQueueUrl,
    APP_URL: url,
    MAIL_OUTBOX_DIR: join(dataDir, 'mail'),
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  });

  // Offline OCR for card scans; its workers start now, in the background, and read two sample cards (the
  // extraction engine reads what they read) so the first scan is warm.
  const ocr = new ThreadedTesseractOcr();
  provideLocalOcr(() => ocr);
  const ocrWarmUp =
    options.warmUpOcr === false
      ? Promise.resolve()
      : ocr
          .warmUp()
          .then((samples) => samples.forEach((sample) => extractContact({ lines: sample.lines })))
          .catch((error: unknown) => console.error('[local] OCR worker failed to start', error));

  const runtimeConfig: RuntimeConfig = {
    apiBaseUrl: '',
    region: LOCAL_REGION,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
    userPoolEndpoint: cognitoUrl,
    authFlowType: 'USER_PASSWORD_AUTH',
    devMailUrl: '/dev/mail',
  };
  const api = createLocalApiGateway({
    issuer: `${cognitoUrl}/${pool.userPoolId}`,
    audience: pool.userPoolClientId,
    loadHandler: async (route: RouteDefinition) => {
      const module = (await import(pathToFileURL(join(repoRoot, route.handler)).href)) as {
        handler: Parameters<typeof createLocalApiGateway>[0]['loadHandler'] extends (
          r: RouteDefinition,
        ) => Promise<infer H>
          ? H
          : never;
      };
      return module.handler;
    },
  });
  const site = options.webDist ? createStaticSite(resolve(options.webDist)) : null;

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const work = (async () => {
      if (path.startsWith('/api/')) return api(req, res);
      if (path === '/config.json') {
        res.writeHead(200, {
          'content-type': 'application/json',
          'cache-control': 'no-store',
          ...securityHeaders,
        });
        res.end(JSON.stringify(runtimeConfig));
        return;
      }
      if (path === '/dev/mail' || path === '/dev/mail.json') {
        return serveMailPage(outbox, res, path.endsWith('.json') ? 'json' : 'html');
      }
      if (site) return site(req, res);
      res.writeHead(404).end();
    })();
    work.catch((error: unknown) => {
      console.error('[local] request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'INTERNAL', message: 'Local stack error' }));
    });
  });
  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(options.port, '127.0.0.1', () => resolveListen());
    });
  } catch (error) {
    await Promise.all([stopChildren(), ocrWarmUp.then(() => ocr.close())]);
    throw error;
  }

  return {
    url,
    cognitoUrl,
    dynamoUrl,
    s3Url,
    sqsUrl,
    uploadsBucket: UPLOADS_BUCKET,
    webhookQueueUrl,
    tableName: TABLE_NAME,
    ...pool,
    outbox,
    async stop() {
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      // Workers still warming up would be closed under a running job.
      await Promise.all([stopChildren(), ocrWarmUp.then(() => ocr.close())]);
    },
  };
}

/**
 * Starts a stack on a block of free ports, drawing a new block when a port was taken in the
 * moment between finding it free and listening on it (tests and benches boot stacks side by side).
 */
export async function startLocalStackOnFreePorts(
  options: Omit<LocalStackOptions, 'port'>,
  attempts = 4,
): Promise<LocalStack> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startLocalStack({ ...options, port: await findFreePortBlock(PORTS_PER_STACK) });
    } catch (error) {
      if (attempt >= attempts || !isPortTaken(error)) throw error;
    }
  }
}
