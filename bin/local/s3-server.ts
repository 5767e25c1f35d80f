/**
 * The local S3: s3rver (files under the data folder) on an internal loopback port, behind a proxy on the public
 * port that verifies every request's SigV4 signature (see s3-verifier.ts). Run as a child of bin/local/stack.ts.
 */
import { createServer, request as forward } from 'node:http';
import { createRequire } from 'node:module';
import { createS3Verifier } from './s3-verifier';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`s3-server: missing ${name}`);
  return value;
};
const port = Number(env('S3_PORT'));
const bucket = env('S3_BUCKET');
/** Browser origins allowed to upload (the site, and Vite's dev server in dev mode), comma-separated. */
const allowedOrigins = env('S3_CORS_ORIGINS').split(',');

const corsXml = `<CORSConfiguration><CORSRule>
${allowedOrigins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('')}
<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;

async function main() {
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: env('S3_DATA_DIR'),
    configureBuckets: [{ name: bucket, configs: [corsXml] }],
  });
  const { port: internalPort } = await s3rver.run();
  const verify = createS3Verifier({
    accessKeyId: env('S3_ACCESS_KEY_ID'),
    secretAccessKey: env('S3_SECRET_ACCESS_KEY'),
    region: env('S3_REGION'),
  });

  const proxy = createServer((req, res) => {
    // Once verified here, the request goes on unsigned: s3rver's own partial checks know only its demo key.
    const pass = () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      for (const name of [...url.searchParams.keys()])
        if (name.startsWith('X-Amz-')) url.searchParams.delete(name);
      const { authorization: _authorization, ...headers } = req.headers;
      const upstream = forward(
        {
          host: '127.0.0.1',
          port: internalPort,
          method: req.method,
          path: url.pathname + url.search,
          headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    };
    // CORS preflights carry no signature, on S3 as here.
    if (req.method === 'OPTIONS') return pass();
    verify(req.method ?? 'GET', req.url ?? '/', req.headers).then(
      (verdict) => {
        if (verdict.ok) return pass();
        res.writeHead(403, {
          'content-type': 'application/xml',
          ...(allowedOrigins.includes(req.headers.origin ?? '')
            ? { 'access-control-allow-origin': req.headers.origin }
            : {}),
        });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${verdict.code}</Code><Message>${verdict.message}</Message></Error>`,
        );
      },
      () => res.writeHead(500).end(),
    );
  });
  proxy.listen(port, '127.0.0.1', () => process.stdout.write(`S3_READY ${port}\n`));
  const stop = () => proxy.close(() => void s3rver.close().finally(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
