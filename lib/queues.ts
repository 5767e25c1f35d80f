import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface QueuesProps {
  readonly removalPolicy: RemovalPolicy;
}

/** Webhook delivery: retries ride on SQS visibility, and a delivery that failed every attempt lands in the DLQ. */
export class Queues extends Construct {
  readonly webhookQueue: Queue;
  readonly webhookDeadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: QueuesProps) {
    super(scope, id);

    this.webhookDeadLetterQueue = new Queue(this, 'WebhookDeliveryDlq', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // The longest retention SQS allows: failed deliveries stay replayable for two weeks.
      retentionPeriod: Duration.days(14),
      removalPolicy: props.removalPolicy,
    });

    this.webhookQueue = new Queue(this, 'WebhookDelivery', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Longer than one delivery attempt (15 s HTTP timeout) plus the consumer's own Lambda timeout.
      visibilityTimeout: Duration.seconds(90),
      deadLetterQueue: { queue: this.webhookDeadLetterQueue, maxReceiveCount: 5 },
      removalPolicy: props.removalPolicy,
    });
  }
}
