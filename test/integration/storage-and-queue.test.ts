import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_REGION, localCredentials } from '../../bin/local/bootstrap';
import { bootTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let s3: S3Client;

beforeAll(async () => {
  stack = await bootTestStack();
  s3 = new S3Client({
    endpoint: stack.s3Url,
    region: LOCAL_REGION,
    credentials: localCredentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
});
afterAll(async () => {
  await stack?.dispose();
});

async function presignPut(key: string, contentType: string, length: number, expiresIn = 60) {
  return getSignedUrl(
    s3,
    new PutObjectCommand({
      Bucket: stack.uploadsBucket,
      Key: key,
      ContentType: contentType,
      ContentLength: length,
    }),
    { expiresIn, signableHeaders: new Set(['content-type', 'content-length']) },
  );
}

describe('local S3 checks signatures as S3 does', () => {
  it('stores and returns objects through the real SDK', async () => {
    await s3.send(
      new PutObjectCommand({
        Bucket: stack.uploadsBucket,
        Key: 'tmp/hello.txt',
        Body: 'hello',
        ContentType: 'text/plain',
      }),
    );
    const object = await s3.send(new GetObjectCommand({ Bucket: stack.uploadsBucket, Key: 'tmp/hello.txt' }));
    expect(await object.Body?.transformToString()).toBe('hello');
  });

  it('refuses a client signing with the wrong secret', async () => {
    const intruder = new S3Client({
      endpoint: stack.s3Url,
      region: LOCAL_REGION,
      credentials: { accessKeyId: localCredentials.accessKeyId, secretAccessKey: 'not-the-secret' },
      forcePathStyle: true,
    });
    await expect(
      intruder.send(new GetObjectCommand({ Bucket: stack.uploadsBucket, Key: 'tmp/hello.txt' })),
    ).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
  });

  it('refuses unsigned requests', async () => {
    const response = await fetch(`${stack.s3Url}/${stack.uploadsBucket}/tmp/hello.txt`);
    expect(response.status).toBe(403);
  });

  it('accepts a presigned upload only with the signed type and length, untampered and in time', async () => {
    const body = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const url = await presignPut('uploads/card.jpg', 'image/jpeg', body.length);
    const put = (target: string, contentType: string, payload: Uint8Array) =>
      fetch(target, { method: 'PUT', headers: { 'content-type': contentType }, body: payload });

    expect((await put(url, 'text/html', body)).status).toBe(403);
    expect((await put(url, 'image/jpeg', new Uint8Array(body.length + 5))).status).toBe(403);
    const tampered = url.replace(
      /X-Amz-Signature=([0-9a-f])/,
      (_match, first: string) => `X-Amz-Signature=${first === 'a' ? 'b' : 'a'}`,
    );
    expect((await put(tampered, 'image/jpeg', body)).status).toBe(403);
    expect((await put(url.replace('card.jpg', 'other.jpg'), 'image/jpeg', body)).status).toBe(403);
    expect((await put(url, 'image/jpeg', body)).status).toBe(200);

    const expiring = await presignPut('uploads/late.jpg', 'image/jpeg', body.length, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await put(expiring, 'image/jpeg', body)).status).toBe(403);
  });
});

describe('local SQS', () => {
  it('has the webhook queue with its dead-letter redrive, and delivers messages', async () => {
    const sqs = new SQSClient({
      endpoint: stack.sqsUrl,
      region: LOCAL_REGION,
      credentials: localCredentials,
    });
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: stack.webhookQueueUrl,
        AttributeNames: ['RedrivePolicy', 'VisibilityTimeout'],
      }),
    );
    const redrive = JSON.parse(Attributes?.RedrivePolicy ?? '{}') as {
      maxReceiveCount?: string | number;
      deadLetterTargetArn?: string;
    };
    expect(Number(redrive.maxReceiveCount)).toBe(5);
    expect(redrive.deadLetterTargetArn).toMatch(/leadroute-webhooks-dlq$/);
    await sqs.send(
      new SendMessageCommand({ QueueUrl: stack.webhookQueueUrl, MessageBody: '{"leadId":"1"}' }),
    );
    const { Messages } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: stack.webhookQueueUrl, WaitTimeSeconds: 1 }),
    );
    expect(Messages?.[0]?.Body).toBe('{"leadId":"1"}');
  });
});
