import { Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ResourceGrant, RouteDefinition } from '../lambdas/routes';
import { createApplicationFunction, logicalIdOf, type LogLevel } from './application-function';

const TABLE_INDEX_WILDCARD_REASON =
  "CDK's table grants cover the table's indexes as <table ARN>/index/* (gsi1 queries need it); the wildcard matches only indexes of this one table.";

export interface ApiProps {
  readonly repoRoot: string;
  /** The route manifest (lambdas/routes.ts); one function per route. */
  readonly routes: readonly RouteDefinition[];
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  readonly webhookQueue: IQueue;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly logLevel: LogLevel;
  readonly removalPolicy: RemovalPolicy;
  readonly throttle?: { readonly burstLimit: number; readonly rateLimit: number };
  /** Sender and support inbox for functions granted 'mail:send'; the sender's domain must be verified in SES. */
  readonly mail: { readonly fromAddress: string; readonly supportAddress: string };
}

/** The HTTP API: one Lambda per route of the manifest, Cognito JWTs checked by API Gateway before any code runs. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** The functions by route id, so tests and other constructs can find the function of a route. */
  readonly functionsByRouteId: ReadonlyMap<string, NodejsFunction>;
  /** Host name of the execute-api endpoint (no scheme), for CloudFront's /api/* origin. */
  readonly endpointDomainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // No default stage from HttpApi: ours needs throttling and access logs, which the default stage cannot take.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Leadroute HTTP API (served under /api/* through CloudFront)',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.removalPolicy,
    });
    const throttle = props.throttle ?? { burstLimit: 100, rateLimit: 50 };
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    // apiEndpoint is "https://<id>.execute-api.<region>.amazonaws.com"; CloudFront wants the bare host.
    this.endpointDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    // Cognito access tokens carry no `aud` claim (only client_id), and API Gateway's JWT authorizer checks
    // `aud` against the audience list. So the SPA sends the ID token, whose `aud` is the app client id.
    // Issuer written out rather than userPoolProviderUrl, which has no https:// scheme.
    const authorizer = new HttpJwtAuthorizer(
      'CognitoIdToken',
      `https://cognito-idp.${stack.region}.amazonaws.com/${props.userPool.userPoolId}`,
      {
        jwtAudience: [props.userPoolClient.userPoolClientId],
        identitySource: ['$request.header.Authorization'],
      },
    );

    const functionsByRouteId = new Map<string, NodejsFunction>();
    for (const route of props.routes) {
      const fn = createApplicationFunction(this, route.id, {
        repoRoot: props.repoRoot,
        handlerPath: route.handler,
        description: `${route.method} ${route.path}`,
        timeoutSeconds: route.timeoutSeconds,
        memoryMb: route.memoryMb,
        environment: this.environmentFor(route, props),
        logLevel: props.logLevel,
        removalPolicy: props.removalPolicy,
      });
      this.grantRouteAccess(route, fn, props);
      functionsByRouteId.set(route.id, fn);

      const [routeConstruct] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
        authorizer: route.auth === 'jwt' ? authorizer : undefined,
      });
      if (route.auth === 'public' && routeConstruct) {
        Validations.of(routeConstruct).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is declared auth: 'public' in lambdas/routes.ts on purpose (e.g. health checks, webhooks that verify their own signatures).`,
        });
      }
    }
    this.functionsByRouteId = functionsByRouteId;
  }

  /** Only what the function's grants let it reach is named in its environment. */
  private environmentFor(route: RouteDefinition, props: ApiProps): Record<string, string> {
    const environment: Record<string, string> = { TABLE_NAME: props.table.tableName };
    if (route.grants.some((grant) => grant.startsWith('uploads:'))) {
      environment.UPLOADS_BUCKET_NAME = props.uploadsBucket.bucketName;
    }
    if (route.grants.includes('webhookQueue:send')) {
      environment.WEBHOOK_QUEUE_URL = props.webhookQueue.queueUrl;
    }
    if (route.grants.includes('transcribe:job')) environment.TRANSCRIBER = 'aws-transcribe';
    if (route.grants.includes('mail:send')) {
      environment.MAIL_FROM = props.mail.fromAddress;
      environment.SUPPORT_EMAIL = props.mail.supportAddress;
    }
    return environment;
  }

  /**
   * Tells every function the site's origin (links in emails, redirects). Called once the Distribution exists:
   * the functions may depend on it, since the Distribution depends only on the Api resource, not on them.
   */
  useAppUrl(appUrl: string): void {
    for (const fn of this.functionsByRouteId.values()) fn.addEnvironment('APP_URL', appUrl);
  }

  /** Grants exactly the manifest's `grants` and acknowledges the wildcards those CDK grants are known to add. */
  private grantRouteAccess(route: RouteDefinition, fn: NodejsFunction, props: ApiProps): void {
    const role = fn.role;
    if (!role) throw new Error(`Function of route ${route.id} has no role`);
    const tableArn = `<${logicalIdOf(props.table)}.Arn>`;
    const bucketArn = `<${logicalIdOf(props.uploadsBucket)}.Arn>`;
    const acknowledgements = new Map<string, string>();

    const grantActions: Record<ResourceGrant, () => void> = {
      'table:read': () => {
        props.table.grantReadData(fn);
        acknowledgements.set(`Resource::${tableArn}/index/*`, TABLE_INDEX_WILDCARD_REASON);
      },
      'table:write': () => {
        props.table.grantWriteData(fn);
        acknowledgements.set(`Resource::${tableArn}/index/*`, TABLE_INDEX_WILDCARD_REASON);
      },
      'uploads:read': () => {
        props.uploadsBucket.grantRead(fn);
        for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*']) {
          acknowledgements.set(
            `Action::${action}`,
            'CDK grantRead action group, scoped to the uploads bucket only.',
          );
        }
        acknowledgements.set(
          `Resource::${bucketArn}/*`,
          'Objects of the uploads bucket, keys are per-user at runtime.',
        );
      },
      'uploads:write': () => {
        props.uploadsBucket.grantWrite(fn);
        for (const action of ['s3:DeleteObject*', 's3:Abort*']) {
          acknowledgements.set(
            `Action::${action}`,
            'CDK grantWrite action group, scoped to the uploads bucket only.',
          );
        }
        acknowledgements.set(
          `Resource::${bucketArn}/*`,
          'Objects of the uploads bucket, keys are per-user at runtime.',
        );
      },
      'webhookQueue:send': () => {
        props.webhookQueue.grantSendMessages(fn);
      },
      'textract:detect': () => {
        // Textract's DetectDocumentText has no resource-level permissions.
        fn.addToRolePolicy(
          new PolicyStatement({ actions: ['textract:DetectDocumentText'], resources: ['*'] }),
        );
      },
      'transcribe:job': () => {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['transcribe:StartTranscriptionJob', 'transcribe:GetTranscriptionJob'],
            resources: ['*'],
          }),
        );
        acknowledgements.set(
          'Resource::*',
          'Transcribe jobs are named at run time (no resource ARN to grant in advance); X-Ray needs * as well.',
        );
      },
      'mail:send': () => {
        const senderDomain = props.mail.fromAddress.split('@')[1];
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [
              Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: senderDomain }),
            ],
          }),
        );
      },
    };
    for (const grant of route.grants) grantActions[grant]();

    for (const [finding, reason] of acknowledgements) {
      Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    }
  }
}
