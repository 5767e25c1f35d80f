import { createServer, type Server } from 'node:http';
import type { TextractClient } from '@aws-sdk/client-textract';
import type { TranscribeClient } from '@aws-sdk/client-transcribe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextractOcr } from '../../../lambdas/adapters/aws/textract-ocr';
import { TranscribeTranscriber } from '../../../lambdas/adapters/aws/transcribe-transcriber';

/** AWS cannot be reached from here: these clients answer with the services' documented response shapes. */
const fakeClient = <T>(
  answer: (command: { constructor: { name: string }; input: Record<string, unknown> }) => unknown,
) => ({ send: async (command: never) => answer(command) }) as unknown as T;

describe('TextractOcr', () => {
  it('turns LINE and WORD blocks into lines with word confidences in [0,1] and boxes', async () => {
    const client = fakeClient<TextractClient>(() => ({
      Blocks: [
        { BlockType: 'PAGE', Id: 'p' },
        {
          BlockType: 'LINE',
          Id: 'l1',
          Text: 'Rosa Delgado',
          Confidence: 99.1,
          Relationships: [{ Type: 'CHILD', Ids: ['w1', 'w2'] }],
        },
        {
          BlockType: 'WORD',
          Id: 'w1',
          Text: 'Rosa',
          Confidence: 99.5,
          Geometry: { BoundingBox: { Left: 0.1, Top: 0.2, Width: 0.1, Height: 0.05 } },
        },
        {
          BlockType: 'WORD',
          Id: 'w2',
          Text: 'Delgado',
          Confidence: 98.7,
          Geometry: { BoundingBox: { Left: 0.22, Top: 0.2, Width: 0.2, Height: 0.05 } },
        },
      ],
    }));
    const { lines } = await new TextractOcr(client).recognise(Buffer.from('jpeg'));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toBe('Rosa Delgado');
    expect(lines[0]?.confidence).toBeCloseTo(0.991);
    expect(lines[0]?.words?.map((word) => word.text)).toEqual(['Rosa', 'Delgado']);
    expect(lines[0]?.words?.[0]?.bbox).toEqual({ x0: 100, y0: 200, x1: 200, y1: 250 });
  });

  it('answers an unreadable document with a 415-class error, not a crash', async () => {
    const client = fakeClient<TextractClient>(() => {
      throw Object.assign(new Error('Request has unsupported document format'), {
        name: 'UnsupportedDocumentException',
      });
    });
    await expect(new TextractOcr(client).recognise(Buffer.from('gif'))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});

describe('TranscribeTranscriber', () => {
  let transcriptServer: Server;
  let transcriptUrl: string;
  beforeAll(async () => {
    transcriptServer = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          results: { transcripts: [{ transcript: 'Met Ola Nordmann, buyer at Fjord Foods.' }] },
        }),
      );
    });
    await new Promise<void>((resolve) => transcriptServer.listen(0, '127.0.0.1', resolve));
    const address = transcriptServer.address();
    transcriptUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/transcript.json`;
  });
  afterAll(() => new Promise((resolve) => transcriptServer.close(resolve)));

  it('starts a job on the uploaded object, polls it and reads the transcript', async () => {
    const calls: { name: string; input: Record<string, unknown> }[] = [];
    let polls = 0;
    const client = fakeClient<TranscribeClient>((command) => {
      calls.push({ name: command.constructor.name, input: command.input });
      if (command.constructor.name === 'StartTranscriptionJobCommand') return {};
      polls++;
      return polls < 2
        ? { TranscriptionJob: { TranscriptionJobStatus: 'IN_PROGRESS' } }
        : {
            TranscriptionJob: {
              TranscriptionJobStatus: 'COMPLETED',
              Transcript: { TranscriptFileUri: transcriptUrl },
            },
          };
    });
    const transcriber = new TranscribeTranscriber(client, {
      bucket: 'uploads-bucket',
      pollIntervalMs: 5,
      jobName: () => 'job-1',
    });
    const { text } = await transcriber.transcribe(Buffer.alloc(0), {
      contentType: 'audio/webm',
      sourceKey: 'tmp/captures/u/K',
    });
    expect(text).toBe('Met Ola Nordmann, buyer at Fjord Foods.');
    expect(calls[0]).toMatchObject({
      name: 'StartTranscriptionJobCommand',
      input: {
        TranscriptionJobName: 'job-1',
        Media: { MediaFileUri: 's3://uploads-bucket/tmp/captures/u/K' },
        MediaFormat: 'webm',
        IdentifyLanguage: true,
      },
    });
    expect(polls).toBe(2);
  });

  it('reports a failed job and gives up at its deadline', async () => {
    const failing = fakeClient<TranscribeClient>((command) =>
      command.constructor.name === 'StartTranscriptionJobCommand'
        ? {}
        : { TranscriptionJob: { TranscriptionJobStatus: 'FAILED', FailureReason: 'bad audio' } },
    );
    await expect(
      new TranscribeTranscriber(failing, { bucket: 'b' }).transcribe(Buffer.alloc(0), {
        contentType: 'audio/webm',
        sourceKey: 'k',
      }),
    ).rejects.toThrow(/bad audio/);
    const slow = fakeClient<TranscribeClient>(() => ({
      TranscriptionJob: { TranscriptionJobStatus: 'IN_PROGRESS' },
    }));
    await expect(
      new TranscribeTranscriber(slow, { bucket: 'b', deadlineMs: 20, pollIntervalMs: 5 }).transcribe(
        Buffer.alloc(0),
        {
          contentType: 'audio/webm',
          sourceKey: 'k',
        },
      ),
    ).rejects.toThrow(/too long/);
  });
});
