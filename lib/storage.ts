import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface StorageProps {
  readonly removalPolicy: RemovalPolicy;
  /**
   * A fixed name (built from stage, account and region pseudo-parameters) rather than a generated one: the site's
   * Content-Security-Policy must name the bucket's host, and the bucket's CORS rule names the site's origin. With
   * a generated name, CSP → bucket → CORS → Distribution → CSP would be a CloudFormation dependency cycle.
   */
  readonly uploadsBucketName: string;
  /**
   * Extra browser origins allowed to PUT/GET with presigned URLs, for a SPA served by the dev server on
   * localhost. Pass an empty list in prod: only the site's own origin may use the bucket from a browser.
   */
  readonly localDevelopmentOrigins: readonly string[];
}

/** Objects the browser uploads (cards, voice notes, avatars) and the bucket every access log is written to. */
export class Storage extends Construct {
  readonly uploadsBucket: Bucket;
  /** The origin presigned URLs point at (virtual-hosted style, as AWS SDK v3 signs them), for the site's CSP. */
  readonly uploadsBrowserOrigin: string;
  /** Shared destination for S3 server access logs and CloudFront standard logs. */
  readonly accessLogsBucket: Bucket;

  private readonly localDevelopmentOrigins: readonly string[];

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    this.localDevelopmentOrigins = props.localDevelopmentOrigins;
    const emptyOnDestroy = props.removalPolicy === RemovalPolicy.DESTROY;

    this.accessLogsBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes through ACLs, so ACLs must stay enabled on this bucket.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'ExpireOldAccessLogs', expiration: Duration.days(90) }],
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: emptyOnDestroy,
    });

    this.uploadsBucket = new Bucket(this, 'Uploads', {
      bucketName: props.uploadsBucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'uploads-bucket/',
      lifecycleRules: [
        // Files parked under tmp/ (e.g. an upload waiting to be processed) are disposable by contract.
        { id: 'ExpireTemporaryUploads', prefix: 'tmp/', expiration: Duration.days(1) },
        { id: 'AbortIncompleteMultipartUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: emptyOnDestroy,
    });
    // Built from the name, not from the bucket's attributes, so that it references no resource (see above).
    this.uploadsBrowserOrigin = `https://${props.uploadsBucketName}.s3.${Stack.of(this).region}.amazonaws.com`;
  }

  /**
   * Lets the site's browser code PUT and GET with presigned URLs. Called once the site origin exists: the
   * CloudFront distribution is created after the API (it routes /api/* there), and the API's functions need
   * this bucket first, so the origin cannot be a constructor prop.
   */
  allowBrowserAccessFrom(siteOrigin: string): void {
    this.uploadsBucket.addCorsRule({
      allowedOrigins: [siteOrigin, ...this.localDevelopmentOrigins],
      allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
      // Presigned PUTs sign content-type (see DESIGN.md); x-amz-* covers SDK-added headers such as checksums.
      allowedHeaders: ['content-type', 'x-amz-*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
