import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: Awaited<ReturnType<typeof importJWK>>;
  publicJwk: JWK;
}

/**
 * cognito-local signs tokens with a private key published in its npm package, so anyone could forge a token it
 * accepts. The local stack signs with a key generated once per install instead and kept in the data folder.
 */
export async function loadOrCreateSigningKey(file: string): Promise<SigningKey> {
  if (!existsSync(file)) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    const kid = `leadroute-local-${Date.now().toString(36)}`;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ ...jwk, kid, alg: 'RS256', use: 'sig' }), { mode: 0o600 });
  }
  const stored = JSON.parse(await readFile(file, 'utf8')) as JWK & { kid: string };
  const privateKey = await importJWK(stored, 'RS256');
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = stored;
  return { kid: stored.kid, privateKey, publicJwk };
}
