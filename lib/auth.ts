import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  UserPoolClient,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { MIN_PASSWORD_LENGTH, userCustomAttributes } from '../lambdas/shared/auth-policy';
import { createApplicationFunction, type LogLevel } from './application-function';

export interface AuthProps {
  readonly repoRoot: string;
  /** Source of the CustomMessage trigger relative to the repository root; it exports `handler`. */
  readonly customMessageHandlerPath: string;
  readonly logLevel: LogLevel;
  /** RETAIN also turns on deletion protection: losing the pool means every user loses their account. */
  readonly removalPolicy: RemovalPolicy;
}

/** Cognito: users sign in with email and password; the SPA is a public client (no secret). */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly customMessageFunction: NodejsFunction;

  private appUrlConfigured = false;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.customMessageFunction = createApplicationFunction(this, 'CustomMessage', {
      repoRoot: props.repoRoot,
      handlerPath: props.customMessageHandlerPath,
      description: 'Cognito CustomMessage trigger: verification and reset emails with links to the site',
      environment: {},
      logLevel: props.logLevel,
      removalPolicy: props.removalPolicy,
    });

    const customAttributes = Object.fromEntries(
      userCustomAttributes.map((name) => [name, new StringAttribute({ mutable: true, maxLen: 256 })]),
    );

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      // Email is the username: no separate user name to remember, and it is unique per pool.
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // The trigger turns the code into a link to our own /auth/verify-email page (spec: verification link).
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      // A changed email only takes effect once verified, so a typo cannot lock the user out.
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes,
      passwordPolicy: {
        minLength: MIN_PASSWORD_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: props.removalPolicy === RemovalPolicy.RETAIN,
      removalPolicy: props.removalPolicy,
    });
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, this.customMessageFunction);

    this.userPoolClient = this.userPool.addClient('SpaClient', {
      // A browser cannot keep a secret.
      generateSecret: false,
      // SRP on AWS; USER_PASSWORD_AUTH for the local stack, whose cognito-local has no SRP (DESIGN.md).
      authFlows: { userSrp: true, userPassword: true },
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
      // No hosted UI: the SPA has its own screens, so the OAuth endpoints stay off.
      disableOAuth: true,
    });

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG1',
      reason:
        'The product spec fixes the password rule: "Minimum password length: 6" with no character classes ("Password must be at least 6 characters long.").',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'The product spec has no MFA; sign-in is email and password only. Revisit with a product decision.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Essentials feature plan: Plus (threat protection) is billed per active user; not justified before launch. Revisit with paying customers.',
    });

    this.node.addValidation({
      validate: () =>
        this.appUrlConfigured
          ? []
          : ['Auth.useAppUrl() was never called: emails would carry no link to the site'],
    });
  }

  /**
   * Tells the CustomMessage trigger the site's https origin, for the links it puts in emails.
   *
   * Not a constructor prop: the site (CloudFront) is created after the API, which needs this pool for its
   * authorizer. The CloudFormation graph stays acyclic: UserPool → trigger → Distribution → HttpApi (the Api
   * resource only); the authorizer references the pool but nothing the Distribution uses references the authorizer.
   */
  useAppUrl(appUrl: string): void {
    this.customMessageFunction.addEnvironment('APP_URL', appUrl);
    this.appUrlConfigured = true;
  }
}
