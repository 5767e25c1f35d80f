import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../lambdas/contracts/runtime-config';
import { logicalIdOf } from './application-function';

/** The context key `cdk bootstrap --qualifier` users set; it names the CDK assets bucket. */
const BOOTSTRAP_QUALIFIER_CONTEXT = '@aws-cdk/core:bootstrapQualifier';

export interface WebHostingProps {
  readonly removalPolicy: RemovalPolicy;
  /** Absolute path of the built SPA. If it does not exist, hosting is still created but no site files are uploaded. */
  readonly webDistPath: string;
  /** Host name of the HTTP API's execute-api endpoint; CloudFront forwards /api/* there. */
  readonly apiDomainName: string;
  /** Where S3 server access logs and CloudFront standard logs go. */
  readonly accessLogsBucket: IBucket;
  /** Served as /config.json (schema: lambdas/contracts/runtime-config.ts). */
  readonly runtimeConfig: RuntimeConfig;
  /** Origins the browser may fetch from besides the site itself and Cognito (e.g. the uploads bucket). */
  readonly additionalConnectSources?: readonly string[];
  /** Optional custom domain; only with a certificate can CloudFront enforce TLS 1.2 towards viewers. */
  readonly customDomain?: { readonly domainName: string; readonly certificate: ICertificate };
}

/** Marks the not-found pages in S3 so the viewer-response function can answer them with a real 404 status. */
const NOT_FOUND_METADATA = 'leadroute-status';

/**
 * Maps a path to the file the prerender step wrote for it: a prerendered public page to `<path>/index.html`,
 * /auth and /dashboard routes to the client-rendered app shell, and anything else to the language's 404 page.
 * Done here rather than with error responses (403/404 → a page), which would also rewrite the API's own answers
 * under /api/*. CloudFront cannot ask S3 whether a file exists, so the list of pages is written into the code.
 */
export function routingFunctionSource(pages: readonly string[]): string {
  return `
var PAGES = ${JSON.stringify(Object.fromEntries(pages.map((page) => [page, 1])))};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.split('/').pop().indexOf('.') !== -1) return request;
  var path = uri.length > 1 ? uri.replace(/\\/+$/, '') : '/';
  if (/^\\/(auth|dashboard)(\\/|$)/.test(path)) { request.uri = '/app.html'; return request; }
  if (PAGES[path]) { request.uri = path === '/' ? '/index.html' : path + '/index.html'; return request; }
  var language = /^\\/(es|de)(\\/|$)/.exec(path);
  request.uri = language ? '/' + language[1] + '/404.html' : '/404.html';
  return request;
}
`;
}

/** Not-found pages carry S3 metadata (set at upload); their status becomes 404 on the way to the viewer. */
const NOT_FOUND_STATUS_SOURCE = `
function handler(event) {
  var response = event.response;
  if (response.headers['x-amz-meta-${NOT_FOUND_METADATA}']) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}
`;

/** The public pages the prerender step wrote (web/dist/prerendered.json); none when the site is not built. */
function prerenderedPages(webDistPath: string): string[] {
  const manifest = join(webDistPath, 'prerendered.json');
  if (!existsSync(manifest)) return [];
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { pages: string[] }).pages;
}

const NOT_FOUND_PAGES = ['404.html', '*/404.html'];
/** Precompressed copies are for the local server; CloudFront compresses at the edge. */
const PRECOMPRESSED = ['*.br', '*.gz'];

/** The site: a private bucket behind CloudFront, with /api/* forwarded to the HTTP API on the same origin. */
export class WebHosting extends Construct {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
  /** The site's https origin, e.g. https://d123.cloudfront.net (no trailing slash). */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy: props.removalPolicy,
      // Built files are reproducible from git, so a destroyed dev stack may take them along.
      autoDeleteObjects: props.removalPolicy === RemovalPolicy.DESTROY,
    });

    const cognitoEndpoint = `https://cognito-idp.${region}.amazonaws.com`;
    const connectSources = ["'self'", cognitoEndpoint, ...(props.additionalConnectSources ?? [])].join(' ');
    const contentSecurityPolicy = [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      `connect-src ${connectSources}`,
      // Images and voice notes preview from presigned URLs (uploads bucket) and local blobs.
      `img-src 'self' data: blob: ${(props.additionalConnectSources ?? []).join(' ')}`.trim(),
      "media-src 'self' blob:",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Leadroute security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
      },
    });

    const routing = new CloudFrontFunction(this, 'PageRouting', {
      code: FunctionCode.fromInline(routingFunctionSource(prerenderedPages(props.webDistPath))),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Prerendered pages, the app shell for /auth and /dashboard, 404 pages for the rest',
    });
    const notFoundStatus = new CloudFrontFunction(this, 'NotFoundStatus', {
      code: FunctionCode.fromInline(NOT_FOUND_STATUS_SOURCE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Answer the not-found pages with status 404',
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Leadroute SPA and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      domainNames: props.customDomain ? [props.customDomain.domainName] : undefined,
      certificate: props.customDomain?.certificate,
      minimumProtocolVersion: props.customDomain ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { function: routing, eventType: FunctionEventType.VIEWER_REQUEST },
          { function: notFoundStatus, eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          // HTTPS only, not a redirect: a redirected POST would lose its body.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything but Host: API Gateway routes on its own host name, and needs Authorization and the query.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    this.siteUrl = `https://${props.customDomain?.domainName ?? this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Leadroute serves sales teams worldwide; the product spec has no country restrictions.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF before launch (fixed monthly cost); API Gateway stage throttling limits abuse. Revisit with production traffic.',
    });
    if (!props.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution must use the default *.cloudfront.net certificate, whose security policy cannot be set; passing customDomain enforces TLSv1.2_2021.',
      });
    }

    this.deploySite(props);
  }

  private deploySite(props: WebHostingProps): void {
    const siteFilesExist = existsSync(props.webDistPath);
    const sources = [Source.jsonData('config.json', props.runtimeConfig)];
    if (siteFilesExist) sources.unshift(Source.asset(props.webDistPath, { exclude: PRECOMPRESSED }));

    const deployment = new BucketDeployment(this, 'DeploySite', {
      destinationBucket: this.siteBucket,
      sources,
      // The not-found pages are uploaded by the next deployment, with their metadata; excluded here, they are
      // neither uploaded nor pruned by this one.
      exclude: NOT_FOUND_PAGES,
      // Without a build, only config.json is uploaded; pruning then would delete the site already deployed.
      prune: siteFilesExist,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    this.acknowledgeDeploymentHandlerFindings(deployment);

    if (siteFilesExist) {
      const notFoundPages = new BucketDeployment(this, 'DeployNotFoundPages', {
        destinationBucket: this.siteBucket,
        sources: [Source.asset(props.webDistPath, { exclude: PRECOMPRESSED })],
        exclude: ['*'],
        include: NOT_FOUND_PAGES,
        metadata: { [NOT_FOUND_METADATA]: '404' },
        prune: false,
        memoryLimit: 512,
      });
      notFoundPages.node.addDependency(deployment);
      this.acknowledgeDeploymentHandlerFindings(notFoundPages);
    }
  }

  /**
   * BucketDeployment runs a Lambda function that CDK writes and configures (a singleton per stack). Its role and
   * runtime are not ours to change, and it runs only during deployments.
   */
  private acknowledgeDeploymentHandlerFindings(deployment: BucketDeployment): void {
    const stack = Stack.of(this);
    const qualifier: unknown = stack.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT);
    const assetsBucketArn = `arn:<AWS::Partition>:s3:::cdk-${typeof qualifier === 'string' ? qualifier : DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-<AWS::Region>`;
    const role = deployment.handlerRole;
    const cdkManaged = 'CDK-managed BucketDeployment handler (runs only during cdk deploy)';
    const roleFindings: Record<string, string> = {
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]': `${cdkManaged}: CDK attaches the basic execution policy for its logs.`,
      'AwsSolutions-IAM5[Action::s3:GetObject*]': `${cdkManaged}: reads the site asset zip, scoped to the CDK assets bucket.`,
      'AwsSolutions-IAM5[Action::s3:GetBucket*]': `${cdkManaged}: CDK grantRead action group on the assets and site buckets.`,
      'AwsSolutions-IAM5[Action::s3:List*]': `${cdkManaged}: lists the site bucket to prune old files.`,
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]': `${cdkManaged}: prunes old files from the site bucket only.`,
      'AwsSolutions-IAM5[Action::s3:Abort*]': `${cdkManaged}: aborts its own multipart uploads to the site bucket.`,
      [`AwsSolutions-IAM5[Resource::${assetsBucketArn}/*]`]: `${cdkManaged}: asset objects live under generated keys in the CDK assets bucket.`,
      [`AwsSolutions-IAM5[Resource::<${logicalIdOf(this.siteBucket)}.Arn>/*]`]: `${cdkManaged}: writes every file of the site bucket.`,
      'AwsSolutions-IAM5[Resource::*]': `${cdkManaged}: cloudfront:CreateInvalidation/GetInvalidation, which CDK grants on "*".`,
    };
    for (const [id, reason] of Object.entries(roleFindings)) Validations.of(role).acknowledge({ id, reason });

    const handlerFunction = role.node.scope;
    if (handlerFunction) {
      Validations.of(handlerFunction).acknowledge({
        id: 'AwsSolutions-L1',
        reason: `${cdkManaged}: aws-cdk-lib chooses its runtime.`,
      });
    }
  }
}
