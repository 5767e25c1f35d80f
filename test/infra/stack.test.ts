import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/routes';
import { LeadrouteStack } from '../../lib/leadroute-stack';

/** The slice of a CloudFormation resource these tests read. */
interface TemplateResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly DeletionPolicy?: string;
}
type Resources = Record<string, TemplateResource>;

interface PolicyStatement {
  readonly Action: string | readonly string[];
}

/** Managed policy ids CloudFront documents for CachingDisabled and AllViewerExceptHostHeader. */
const CACHING_DISABLED_POLICY_ID = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER_POLICY_ID = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const DYNAMODB_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

function singleEntry<T>(entries: Record<string, T>, what: string): [string, T] {
  const all = Object.entries(entries);
  if (all.length !== 1) throw new Error(`expected exactly one ${what}, found ${all.length}`);
  return all[0] as [string, T];
}

/** The Lambda function of a route, found by the description lib/api.ts gives it ("GET /api/leads"). */
function functionOfRoute(template: Template, method: string, path: string): [string, TemplateResource] {
  return singleEntry(
    template.findResources('AWS::Lambda::Function', {
      Properties: { Description: `${method} ${path}` },
    }) as Resources,
    `function for ${method} ${path}`,
  );
}

/** Every IAM action granted to the execution role of the function with this logical id. */
function actionsGrantedToFunction(template: Template, functionResource: TemplateResource): string[] {
  const roleArn = functionResource.Properties?.Role as { 'Fn::GetAtt': [string, string] };
  const roleLogicalId = roleArn['Fn::GetAtt'][0];
  const policies = template.findResources('AWS::IAM::Policy', {
    Properties: { Roles: Match.arrayWith([{ Ref: roleLogicalId }]) },
  }) as Resources;
  return Object.values(policies).flatMap((policy) => {
    const document = policy.Properties?.PolicyDocument as { Statement: PolicyStatement[] };
    return document.Statement.flatMap((statement) =>
      typeof statement.Action === 'string' ? [statement.Action] : [...statement.Action],
    );
  });
}

function routeResource(template: Template, routeKey: string): TemplateResource {
  return singleEntry(
    template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }) as Resources,
    `route ${routeKey}`,
  )[1];
}

describe('LeadrouteStack (dev)', () => {
  let webDistPath: string;
  let template: Template;

  beforeAll(() => {
    webDistPath = mkdtempSync(join(tmpdir(), 'leadroute-web-dist-'));
    writeFileSync(join(webDistPath, 'index.html'), '<!doctype html><title>Leadroute</title>');
    const app = new App();
    const stack = new LeadrouteStack(app, 'Leadroute-dev', { stage: 'dev', webDistPath });
    template = Template.fromStack(stack);
  });

  afterAll(() => {
    rmSync(webDistPath, { recursive: true, force: true });
  });

  it('signs users in by email with the spec password rule, email verification and the profile attributes', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      Schema: Match.arrayWith(
        ['full_name', 'phone_number', 'company_name', 'company_website', 'telegram_username'].map((name) =>
          Match.objectLike({ Name: name, AttributeDataType: 'String', Mutable: true }),
        ),
      ),
      LambdaConfig: { CustomMessage: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([Match.objectLike({ Name: 'email', Required: true })]),
    });
  });

  it('gives the SPA a public client with SRP and password auth and token revocation', () => {
    const [, client] = singleEntry(
      resourcesOfType(template, 'AWS::Cognito::UserPoolClient'),
      'user pool client',
    );
    expect(client.Properties).toMatchObject({ GenerateSecret: false, EnableTokenRevocation: true });
    expect(client.Properties?.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH']),
    );
  });

  it('tells the CustomMessage trigger the site origin', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          APP_URL: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] },
        }),
      },
    });
  });

  it('creates one Node.js 22 arm64 function per route, with the manifest timeout and memory', () => {
    for (const route of routes) {
      const [, fn] = functionOfRoute(template, route.method, route.path);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Timeout: route.timeoutSeconds ?? 10,
        MemorySize: route.memoryMb ?? 512,
        TracingConfig: { Mode: 'Active' },
        Environment: {
          Variables: expect.objectContaining({
            TABLE_NAME: expect.anything(),
            LOG_LEVEL: 'debug',
            NODE_OPTIONS: '--enable-source-maps',
          }),
        },
      });
    }
    // Route functions plus the Cognito trigger; CDK's own handlers run on other runtimes.
    const nodeFunctions = template.findResources('AWS::Lambda::Function', {
      Properties: { Runtime: 'nodejs22.x' },
    });
    expect(Object.keys(nodeFunctions)).toHaveLength(routes.length + 1);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
  });

  it('keeps function logs for one month', () => {
    const logGroups = Object.values(resourcesOfType(template, 'AWS::Logs::LogGroup'));
    expect(logGroups.length).toBeGreaterThanOrEqual(routes.length + 1);
    for (const logGroup of logGroups) expect(logGroup.Properties?.RetentionInDays).toBe(30);
  });

  it('has the single table: pk/sk, gsi1, on-demand, PITR, TTL and encryption', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: {
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        SSESpecification: { SSEEnabled: true },
      },
    });
  });

  it('sends failed webhook deliveries to the DLQ after 5 receives', () => {
    const queues = resourcesOfType(template, 'AWS::SQS::Queue');
    const [deadLetterQueueId] = singleEntry(
      Object.fromEntries(Object.entries(queues).filter(([, queue]) => !queue.Properties?.RedrivePolicy)),
      'dead-letter queue',
    );
    template.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: 90,
      SqsManagedSseEnabled: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterQueueId, 'Arn'] },
        maxReceiveCount: 5,
      },
    });
    for (const queue of Object.values(queues)) expect(queue.Properties?.SqsManagedSseEnabled).toBe(true);
    // enforceSSL: a deny on aws:SecureTransport=false for each queue.
    template.resourcePropertiesCountIs(
      'AWS::SQS::QueuePolicy',
      {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      },
      2,
    );
  });

  it('blocks public access to every bucket and encrypts them', () => {
    const buckets = Object.values(resourcesOfType(template, 'AWS::S3::Bucket'));
    expect(buckets.length).toBe(3);
    for (const bucket of buckets) {
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      });
    }
  });

  it('expires tmp/ uploads after a day, logs access and allows browser PUT/GET from the site (and localhost in dev)', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: Match.anyValue(),
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'tmp/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'uploads-bucket/' }),
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['PUT', 'GET', 'HEAD'],
            AllowedOrigins: [
              { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] },
              'http://localhost:5173',
            ],
          }),
        ],
      },
    });
  });

  it('serves the site through CloudFront with OAC, page routing and 404 functions, and /api/* to the HTTP API', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
        Origins: Match.arrayWith([
          Match.objectLike({
            OriginAccessControlId: Match.anyValue(),
            S3OriginConfig: { OriginAccessIdentity: '' },
          }),
          Match.objectLike({
            CustomOriginConfig: Match.objectLike({
              OriginProtocolPolicy: 'https-only',
              OriginSSLProtocols: ['TLSv1.2'],
            }),
          }),
        ]),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [
            Match.objectLike({ EventType: 'viewer-request' }),
            Match.objectLike({ EventType: 'viewer-response' }),
          ],
        }),
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: CACHING_DISABLED_POLICY_ID,
            OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER_POLICY_ID,
          }),
        ],
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request\\.uri = '/app\\.html'"),
    });
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp('response\\.statusCode = 404'),
    });
    // The not-found pages are uploaded apart, with the metadata the viewer-response function looks for.
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['404.html', '*/404.html'],
      UserMetadata: { 'leadroute-status': '404' },
    });
  });

  it('sends security headers with a CSP that allows the site and Cognito', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: {
            ContentSecurityPolicy: {
              'Fn::Join': [
                '',
                Match.arrayWith([Match.stringLikeRegexp("default-src 'self'.*https://cognito-idp\\.")]),
              ],
            },
            Override: true,
          },
        }),
      },
    });
  });

  it('deploys the SPA build and a generated config.json, then invalidates the cache', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: Match.arrayEquals([Match.anyValue(), Match.anyValue()]),
      Prune: true,
      DistributionPaths: ['/*'],
    });
  });

  it('checks Cognito ID tokens on jwt routes and leaves public routes open', () => {
    const [authorizerId] = singleEntry(
      template.findResources('AWS::ApiGatewayV2::Authorizer', {
        Properties: {
          AuthorizerType: 'JWT',
          JwtConfiguration: {
            Audience: [{ Ref: Match.anyValue() }],
            Issuer: { 'Fn::Join': ['', Match.arrayWith(['https://cognito-idp.', '.amazonaws.com/'])] },
          },
        },
      }) as Resources,
      'JWT authorizer',
    );
    expect(routeResource(template, 'GET /api/leads').Properties).toMatchObject({
      AuthorizationType: 'JWT',
      AuthorizerId: { Ref: authorizerId },
    });
    const health = routeResource(template, 'GET /api/health').Properties;
    expect(health?.AuthorizationType).toBe('NONE');
    expect(health?.AuthorizerId).toBeUndefined();
    for (const route of routes.filter((candidate) => candidate.auth === 'jwt')) {
      expect(routeResource(template, `${route.method} ${route.path}`).Properties?.AuthorizationType).toBe(
        'JWT',
      );
    }
  });

  it('throttles and access-logs the default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });

  it('grants each function only what its route declares', () => {
    const [, listLeads] = functionOfRoute(template, 'GET', '/api/leads');
    const listLeadsActions = actionsGrantedToFunction(template, listLeads);
    expect(listLeadsActions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem']));
    for (const writeAction of DYNAMODB_WRITE_ACTIONS) expect(listLeadsActions).not.toContain(writeAction);
    expect(listLeadsActions.filter((action) => /^(s3|sqs):/.test(action))).toEqual([]);

    const [, deleteLead] = functionOfRoute(template, 'DELETE', '/api/leads/{id}');
    const deleteLeadActions = actionsGrantedToFunction(template, deleteLead);
    expect(deleteLeadActions).toContain('dynamodb:DeleteItem');
    expect(deleteLeadActions).not.toContain('dynamodb:Query');

    const [, health] = functionOfRoute(template, 'GET', '/api/health');
    expect(
      actionsGrantedToFunction(template, health).filter((action) => action.startsWith('dynamodb:')),
    ).toEqual([]);
  });

  it('uses no AWS managed policy on its own functions', () => {
    for (const route of routes) {
      const [, fn] = functionOfRoute(template, route.method, route.path);
      const roleLogicalId = (fn.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const role = template.toJSON().Resources[roleLogicalId] as TemplateResource;
      expect(role.Properties?.ManagedPolicyArns).toBeUndefined();
    }
  });
});

describe('LeadrouteStack (prod)', () => {
  let template: Template;

  beforeAll(() => {
    // Skipping bundling keeps this synth fast; the dev synth above bundles every handler.
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new LeadrouteStack(app, 'Leadroute-prod', {
      stage: 'prod',
      webDistPath: join(tmpdir(), 'leadroute-no-such-build'),
    });
    template = Template.fromStack(stack);
  });

  it('retains the table, the user pool and the buckets', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    for (const bucket of Object.values(resourcesOfType(template, 'AWS::S3::Bucket'))) {
      expect(bucket.DeletionPolicy).toBe('Retain');
    }
  });

  it('allows no localhost origin on the uploads bucket', () => {
    expect(JSON.stringify(resourcesOfType(template, 'AWS::S3::Bucket'))).not.toContain('localhost');
  });

  it('still creates hosting without a SPA build, uploading only config.json and pruning nothing', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: Match.arrayEquals([Match.anyValue()]),
      Prune: false,
    });
  });
});
