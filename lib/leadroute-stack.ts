import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { routes as routeManifest, type RouteDefinition } from '../lambdas/routes';
import { Api } from './api';
import type { LogLevel } from './application-function';
import { Auth } from './auth';
import { Data } from './data';
import { Queues } from './queues';
import { Storage } from './storage';
import { WebHosting } from './web-hosting';

export const STAGES = ['dev', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

/** The repository root, found from this file's location so that synth works from any working directory. */
const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface LeadrouteStackProps extends StackProps {
  readonly stage: Stage;
  /** Folder with the built SPA, absolute or relative to the repository root. Default: web/dist. */
  readonly webDistPath?: string;
  /** The route manifest; tests may pass another one. Default: lambdas/routes.ts. */
  readonly routes?: readonly RouteDefinition[];
  /** Default: the folder above lib/. */
  readonly repoRoot?: string;
  /** Sender of product emails (its domain verified in SES) and the inbox for contact-form copies. */
  readonly mail?: { readonly fromAddress: string; readonly supportAddress: string };
}

interface StageSettings {
  readonly removalPolicy: RemovalPolicy;
  readonly logLevel: LogLevel;
  /** Browser origins of a local dev server allowed to use presigned upload URLs. */
  readonly localDevelopmentOrigins: readonly string[];
}

const STAGE_SETTINGS: Record<Stage, StageSettings> = {
  // dev stacks are throwaway: deleting one must leave nothing behind.
  dev: {
    removalPolicy: RemovalPolicy.DESTROY,
    logLevel: 'debug',
    localDevelopmentOrigins: ['http://localhost:5173'],
  },
  // prod keeps data and users even if the stack is deleted by mistake.
  prod: { removalPolicy: RemovalPolicy.RETAIN, logLevel: 'info', localDevelopmentOrigins: [] },
};

/** One Leadroute environment. It only wires the constructs in lib/ together; each construct owns its resources. */
export class LeadrouteStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly storage: Storage;
  readonly queues: Queues;
  readonly api: Api;
  readonly webHosting: WebHosting;

  constructor(scope: Construct, id: string, props: LeadrouteStackProps) {
    super(scope, id, props);
    const settings = STAGE_SETTINGS[props.stage];
    const repoRoot = props.repoRoot ?? REPOSITORY_ROOT;
    const webDistPath = props.webDistPath ?? 'web/dist';
    const { removalPolicy, logLevel } = settings;

    this.data = new Data(this, 'Data', { removalPolicy });
    this.storage = new Storage(this, 'Storage', {
      removalPolicy,
      // Account and region make the name globally unique; both are pseudo-parameters, not resources.
      uploadsBucketName: `leadroute-${props.stage}-uploads-${this.account}-${this.region}`,
      localDevelopmentOrigins: settings.localDevelopmentOrigins,
    });
    this.queues = new Queues(this, 'Queues', { removalPolicy });
    this.auth = new Auth(this, 'Auth', {
      repoRoot,
      customMessageHandlerPath: 'lambdas/triggers/custom-message.ts',
      logLevel,
      removalPolicy,
    });
    this.api = new Api(this, 'Api', {
      repoRoot,
      routes: props.routes ?? routeManifest,
      table: this.data.table,
      uploadsBucket: this.storage.uploadsBucket,
      webhookQueue: this.queues.webhookQueue,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.userPoolClient,
      logLevel,
      removalPolicy,
      mail: props.mail ?? { fromAddress: 'no-reply@leadroute.app', supportAddress: 'support@leadroute.app' },
    });

    this.webHosting = new WebHosting(this, 'Web', {
      removalPolicy,
      webDistPath: isAbsolute(webDistPath) ? webDistPath : join(repoRoot, webDistPath),
      // Only the Api resource's endpoint: the Distribution must not depend on the authorizer (which depends on
      // the user pool, whose trigger depends on the Distribution's domain): that would be a cycle.
      apiDomainName: this.api.endpointDomainName,
      accessLogsBucket: this.storage.accessLogsBucket,
      additionalConnectSources: [this.storage.uploadsBrowserOrigin],
      runtimeConfig: {
        // Same origin: CloudFront forwards /api/* to the HTTP API.
        apiBaseUrl: '',
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.userPoolClient.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
      },
    });

    // Wired after the site exists; see Auth.useAppUrl and Storage.allowBrowserAccessFrom for why.
    this.auth.useAppUrl(this.webHosting.siteUrl);
    this.api.useAppUrl(this.webHosting.siteUrl);
    this.storage.allowBrowserAccessFrom(this.webHosting.siteUrl);

    new CfnOutput(this, 'SiteUrl', { value: this.webHosting.siteUrl });
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
  }
}
