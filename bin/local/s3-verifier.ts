import type { IncomingHttpHeaders } from 'node:http';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * s3rver checks no signature at all, so the local stack puts this in front of it: it recomputes the SigV4
 * signature of every request (header-signed SDK calls and presigned URLs alike) and refuses mismatches, expired
 * URLs and unsigned requests — what S3 itself does. Signed content-type and content-length are thereby enforced.
 */
export interface S3VerifierOptions {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Allowed clock skew for header-signed requests, as S3 allows 15 minutes. */
  maxSkewMs?: number;
  now?: () => Date;
}

export type Verdict = { ok: true } | { ok: false; code: string; message: string };

const presignParams = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
  'X-Amz-Security-Token',
];

function parseAmzDate(value: string | undefined): Date | null {
  const match = value?.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

const deny = (code: string, message: string): Verdict => ({ ok: false, code, message });

export function createS3Verifier(options: S3VerifierOptions) {
  const signer = new SignatureV4({
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    region: options.region,
    service: 's3',
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
    applyChecksum: false,
  });
  const now = options.now ?? (() => new Date());
  const maxSkewMs = options.maxSkewMs ?? 15 * 60 * 1000;

  function signedHeadersOf(headers: IncomingHttpHeaders, names: string[]): Record<string, string> | null {
    const picked: Record<string, string> = {};
    for (const name of names) {
      const value = headers[name];
      if (value === undefined) return null;
      picked[name] = Array.isArray(value) ? value.join(',') : value;
    }
    return picked;
  }

  return async function verify(
    method: string,
    rawUrl: string,
    headers: IncomingHttpHeaders,
  ): Promise<Verdict> {
    const url = new URL(rawUrl, `http://${headers.host ?? 'localhost'}`);
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams) query[name] = value;
    const base = {
      method,
      protocol: 'http:',
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
    };

    const presignedSignature = query['X-Amz-Signature'];
    if (presignedSignature) {
      const credential = query['X-Amz-Credential'] ?? '';
      if (!credential.startsWith(`${options.accessKeyId}/`))
        return deny('InvalidAccessKeyId', 'Unknown access key');
      const signedAt = parseAmzDate(query['X-Amz-Date']);
      const expiresIn = Number(query['X-Amz-Expires']);
      if (!signedAt || !Number.isFinite(expiresIn))
        return deny('AuthorizationQueryParametersError', 'Bad presign');
      if (now().getTime() > signedAt.getTime() + expiresIn * 1000)
        return deny('AccessDenied', 'Request has expired');
      const headerNames = (query['X-Amz-SignedHeaders'] ?? 'host').split(';');
      const signedHeaders = signedHeadersOf(headers, headerNames);
      if (!signedHeaders) return deny('SignatureDoesNotMatch', 'A signed header is missing');
      const unsignedQuery = Object.fromEntries(
        Object.entries(query).filter(([name]) => !presignParams.includes(name)),
      );
      // The presigner signs the payload hash as a header and then hoists it into the query; undo that hoisting.
      const { 'X-Amz-Content-Sha256': payloadHash = 'UNSIGNED-PAYLOAD', ...restQuery } = unsignedQuery;
      const expected = await signer.presign(
        { ...base, query: restQuery, headers: { ...signedHeaders, 'X-Amz-Content-Sha256': payloadHash } },
        { signingDate: signedAt, expiresIn, signableHeaders: new Set(headerNames) },
      );
      return expected.query?.['X-Amz-Signature'] === presignedSignature
        ? { ok: true }
        : deny(
            'SignatureDoesNotMatch',
            'The request signature we calculated does not match the signature you provided',
          );
    }

    const authorization = headers.authorization ?? '';
    const match = authorization.match(
      /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/,
    );
    if (!match) return deny('AccessDenied', 'Anonymous access is not allowed');
    const [, credential = '', signedHeaderList = '', signature] = match;
    if (!credential.startsWith(`${options.accessKeyId}/`))
      return deny('InvalidAccessKeyId', 'Unknown access key');
    const amzDate = headers['x-amz-date'];
    const signedAt = parseAmzDate(Array.isArray(amzDate) ? amzDate[0] : amzDate);
    if (!signedAt) return deny('AccessDenied', 'Missing x-amz-date');
    if (Math.abs(now().getTime() - signedAt.getTime()) > maxSkewMs) {
      return deny(
        'RequestTimeTooSkewed',
        'The difference between the request time and the server time is too large',
      );
    }
    const headerNames = signedHeaderList.split(';');
    const signedHeaders = signedHeadersOf(headers, headerNames);
    if (!signedHeaders) return deny('SignatureDoesNotMatch', 'A signed header is missing');
    const expected = await signer.sign(
      { ...base, query, headers: signedHeaders },
      { signingDate: signedAt, signableHeaders: new Set(headerNames) },
    );
    const expectedSignature = String(expected.headers.authorization ?? '').match(
      /Signature=([0-9a-f]+)/,
    )?.[1];
    return expectedSignature === signature
      ? { ok: true }
      : deny(
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided',
        );
  };
}
