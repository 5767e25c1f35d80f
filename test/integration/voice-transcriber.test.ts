import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadResponseSchema } from '../../lambdas/contracts/leads';
import { readFixture, uploadForCapture } from '../support/captures';
import {
  apiClient,
  bootTestStack,
  signUpConfirmed,
  uniqueEmail,
  type TestStack,
} from '../support/local-stack';

interface AudioTruth {
  file_webm: string;
  transcript: string;
  name: string;
  title: string;
  company: string;
  email: string;
  phone_e164: string;
}

let stack: TestStack;
let stub: Server;
const received: { path: string; contentType: string; body: Buffer }[] = [];
let truth: AudioTruth;

/** A stand-in for a self-hosted Whisper server: the OpenAI transcription wire format, answering the fixture's transcript. */
beforeAll(async () => {
  truth = (
    JSON.parse((await readFixture('lead-text', 'audio', 'truth.json')).toString()) as AudioTruth[]
  )[0]!;
  stub = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ text: truth.transcript }));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const address = stub.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.env.TRANSCRIBER = 'openai-compatible';
  process.env.TRANSCRIBE_URL = `http://127.0.0.1:${port}`;
  stack = await bootTestStack();
});
afterAll(async () => {
  await stack?.dispose();
  await new Promise((resolve) => stub?.close(resolve));
});

describe('voice capture through an OpenAI-compatible transcription endpoint', () => {
  it('sends the recording as multipart and turns the spoken note into a lead', async () => {
    const api = apiClient(stack, await signUpConfirmed(stack, uniqueEmail('voice')));
    const audio = await readFixture('lead-text', 'audio', truth.file_webm);
    const key = await uploadForCapture(api, 'voice', 'audio/webm', audio);
    const response = await api('/api/captures/voice', { method: 'POST', body: { key } });
    expect(response.status).toBe(201);
    const capture = createLeadResponseSchema.parse(response.json);
    expect(capture.message).toBe('Voice lead processed');
    expect(capture.extractedData).toMatchObject({
      name: truth.name,
      title: truth.title,
      company: truth.company,
      email: truth.email,
    });
    expect(capture.lead.phoneE164).toBe(truth.phone_e164);

    const request = received.at(-1);
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body.toString('latin1')).toContain('name="model"');
    expect(request?.body.includes(audio.subarray(0, 64))).toBe(true);
  });
});
