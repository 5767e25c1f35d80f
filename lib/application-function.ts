import { isAbsolute, join } from 'node:path';
import { CfnElement, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct, IConstruct } from 'constructs';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const DEFAULT_TIMEOUT_SECONDS = 10;

const DEFAULT_MEMORY_MB = 512;

export interface ApplicationFunctionProps {
  /** Absolute path of the repository root: handler paths, the lock file and esbuild's working dir hang off it. */
  readonly repoRoot: string;
  /** Handler source relative to the repository root; the file exports `handler`. */
  readonly handlerPath: string;
  readonly description: string;
  readonly timeoutSeconds?: number;
  readonly memoryMb?: number;
  readonly environment: Record<string, string>;
  readonly logLevel: LogLevel;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * One of our own Lambda functions, configured the same way everywhere (routes and Cognito triggers).
 *
 * Each function gets its own role with nothing attached but write access to its own log group, so that every
 * other permission is visibly granted by the caller, and no AWS managed policy (AWSLambdaBasicExecutionRole
 * allows logging into any log group) is involved.
 */
export function createApplicationFunction(
  scope: Construct,
  id: string,
  props: ApplicationFunctionProps,
): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: props.removalPolicy,
  });
  const role = new Role(scope, `${id}Role`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: `Runs ${props.handlerPath}`,
  });
  logGroup.grantWrite(role);

  const entry = isAbsolute(props.handlerPath) ? props.handlerPath : join(props.repoRoot, props.handlerPath);
  const fn = new NodejsFunction(scope, `${id}Function`, {
    entry,
    handler: 'handler',
    description: props.description,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    timeout: Duration.seconds(props.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
    memorySize: props.memoryMb ?? DEFAULT_MEMORY_MB,
    role,
    logGroup,
    tracing: Tracing.ACTIVE,
    projectRoot: props.repoRoot,
    depsLockFilePath: join(props.repoRoot, 'package-lock.json'),
    environment: {
      ...props.environment,
      LOG_LEVEL: props.logLevel,
      NODE_OPTIONS: '--enable-source-maps',
    },
    bundling: {
      minify: true,
      sourceMap: true,
      // Stack traces only need the mappings; the sources stay in the repository, not in every zip.
      sourcesContent: false,
      target: 'node22',
      format: OutputFormat.ESM,
      // Prefer the ESM entry points of dependencies so tree shaking works on them.
      mainFields: ['module', 'main'],
      // Some CommonJS dependencies call require() at runtime; an ESM bundle has no require unless we make one.
      banner:
        "import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);",
      // The Node.js 22 Lambda runtime ships the AWS SDK v3; bundling it again only slows cold starts.
      externalModules: ['@aws-sdk/*'],
    },
  });

  // Tracing.ACTIVE adds xray:PutTraceSegments/PutTelemetryRecords on "*": X-Ray has no resource-level permissions.
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions (AWS X-Ray IAM docs); Tracing.ACTIVE adds exactly these two actions.',
  });
  // cdk-nag L1 wants the newest Node.js runtime; ours is pinned on purpose.
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'Node.js 22 is pinned on purpose: esbuild targets node22 and the same code runs locally on Node 20/22; moving to a newer runtime is a deliberate, tested upgrade.',
  });
  return fn;
}

/** The logical id cdk-nag prints for a resource, e.g. the "DataTable1234" in "<DataTable1234.Arn>". */
export function logicalIdOf(construct: IConstruct): string {
  const resource = construct.node.defaultChild;
  if (!(resource instanceof CfnElement)) {
    throw new Error(`${construct.node.path} has no CloudFormation resource of its own`);
  }
  const stack = Stack.of(resource);
  return String(stack.resolve(stack.getLogicalId(resource)));
}
