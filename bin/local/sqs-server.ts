/**
 * The local SQS (local-aws-sqs, in memory) with the webhook queue and its dead-letter queue, as lib/queues.ts
 * defines them on AWS. Anything that must survive a restart is recorded in the table first (docs/decisions.md).
 */
import { createSqsServer } from 'local-aws-sqs';

const port = Number(process.env.SQS_PORT);
const queueName = process.env.SQS_QUEUE_NAME ?? 'leadroute-webhooks';
const accountId = '000000000000';
const region = process.env.SQS_REGION ?? 'us-east-1';

const server = await createSqsServer({
  port,
  hostname: '127.0.0.1',
  accountId,
  region,
  emulateQueueCreationLifecycle: false,
  queues: [
    { QueueName: `${queueName}-dlq` },
    {
      QueueName: queueName,
      Attributes: {
        VisibilityTimeout: '90',
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: `arn:aws:sqs:${region}:${accountId}:${queueName}-dlq`,
          maxReceiveCount: '5',
        }),
      },
    },
  ],
});
process.stdout.write(`SQS_READY ${port}\n`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
