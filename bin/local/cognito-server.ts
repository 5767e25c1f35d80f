/**
 * The local Cognito: cognito-local's own services and targets, run in this child process with four changes that
 * make it safe and complete enough for Leadroute (see docs/decisions.md):
 * 1. ID and access tokens are re-signed with a key generated per install (cognito-local's key is public), the
 *    JWKS endpoint publishes only that key, and every call carrying an AccessToken is verified against it.
 * 2. Emails go to the mail outbox, built by our real CustomMessage trigger (lambdas/triggers/custom-message.ts).
 * 3. Targets Amplify needs and cognito-local lacks: ResendConfirmationCode, GetTokensFromRefreshToken,
 *    GlobalSignOut.
 * 4. The password policy (minimum 6) is enforced, which cognito-local does not do.
 * Configuration comes from the parent (bin/local/stack.ts) through environment variables.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SignJWT, decodeJwt, jwtVerify, importJWK } from 'jose';
import pino from 'pino';
import { OutboxMailer } from '../../lambdas/adapters/local/outbox-mailer';
import { loadOrCreateSigningKey } from './signing-key';

const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-explicit-any -- cognito-local's internals are untyped CommonJS */
const { createServer } = require('cognito-local/lib/server/server.js');
const { Router } = require('cognito-local/lib/server/Router.js');
const { StormDBDataStoreFactory } = require('cognito-local/lib/services/dataStore/stormDb.js');
const { CognitoServiceFactoryImpl } = require('cognito-local/lib/services/cognitoService.js');
const { UserPoolServiceFactoryImpl } = require('cognito-local/lib/services/userPoolService.js');
const services = require('cognito-local/lib/services/index.js');
const { CryptoService } = require('cognito-local/lib/services/crypto.js');
const { MessageDeliveryService } = require('cognito-local/lib/services/messageDelivery/messageDelivery.js');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator.js');
const { otp } = require('cognito-local/lib/services/otp.js');
const errors = require('cognito-local/lib/errors.js');

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`cognito-server: missing ${name}`);
  return value;
};
const port = Number(env('COGNITO_PORT'));
const dataDir = env('COGNITO_DATA_DIR');
const outbox = new OutboxMailer(env('OUTBOX_DIR'));
const keyFile = env('SIGNING_KEY_FILE');
process.env.APP_URL = env('APP_URL');
const issuerDomain = `http://127.0.0.1:${port}`;
const MIN_PASSWORD_LENGTH = 6;

const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'warn' });

async function main() {
  const key = await loadOrCreateSigningKey(keyFile);
  const publicKey = await importJWK(key.publicJwk, 'RS256');
  const { handler: customMessage } = await import('../../lambdas/triggers/custom-message');

  const resign = async (token: string) =>
    new SignJWT(decodeJwt(token))
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .sign(key.privateKey);

  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(join(dataDir, 'db'));
  const config = {
    LambdaClient: { credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, region: 'local' },
    TriggerFunctions: { CustomMessage: 'custom-message' },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: issuerDomain },
    KMSConfig: { credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, region: 'local' },
    ServerConfig: { port, hostname: '127.0.0.1', development: false, https: false },
  };
  const cognito = await new CognitoServiceFactoryImpl(
    join(dataDir, 'db'),
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create({ logger }, config.UserPoolDefaults);

  // Our CustomMessage trigger runs in this process, given the same event Cognito would send to the Lambda.
  const inProcessLambda = {
    invoke: (params: { Payload: string }) => ({
      promise: async () => ({
        StatusCode: 200,
        Payload: JSON.stringify(await customMessage(JSON.parse(params.Payload))),
      }),
    }),
  };
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService(config.TriggerFunctions, inProcessLambda),
    new CryptoService(config.KMSConfig),
  );
  const outboxSender = {
    async sendEmail(_ctx: unknown, _user: unknown, destination: string, message: any) {
      await outbox.send({
        to: destination,
        subject: message.emailSubject ?? 'Your Leadroute code',
        html: message.emailMessage,
        text: message.emailMessage
          ? message.emailMessage.replace(/<[^>]+>/g, ' ')
          : `Your code is ${message.__code}`,
        kind: 'cognito',
      });
    },
    async sendSms() {},
  };
  const tokenGenerator = new JwtTokenGenerator(clock, triggers, config.TokenConfig);
  const resigningTokenGenerator = {
    async generate(...args: unknown[]) {
      const tokens = await tokenGenerator.generate(...args);
      return {
        ...tokens,
        AccessToken: await resign(tokens.AccessToken),
        IdToken: await resign(tokens.IdToken),
      };
    },
  };
  const messages = new services.MessagesService(triggers, new MessageDeliveryService(outboxSender));
  const serviceSet = {
    clock,
    cognito,
    config,
    messages,
    otp,
    tokenGenerator: resigningTokenGenerator,
    triggers,
  };
  const cognitoRouter = Router(serviceSet);

  const verifyAccessToken = async (token: unknown) => {
    try {
      const { payload } = await jwtVerify(String(token), publicKey, { algorithms: ['RS256'] });
      if (payload.token_use !== 'access') throw new Error('not an access token');
    } catch {
      throw new errors.NotAuthorizedError();
    }
  };
  const checkPassword = (password: unknown) => {
    if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
      throw new errors.InvalidPasswordError();
    }
  };

  const extraTargets: Record<string, (ctx: any, req: any) => Promise<unknown>> = {
    async ResendConfirmationCode(ctx, req) {
      const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.Username);
      if (!user) throw new errors.UserNotFoundError();
      if (user.UserStatus === 'CONFIRMED')
        throw new errors.InvalidParameterError('User is already confirmed.');
      const email = user.Attributes.find((attribute: { Name: string }) => attribute.Name === 'email')?.Value;
      const deliveryDetails = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
      const code = otp();
      await userPool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: clock.get() });
      await messages.deliver(
        ctx,
        'ResendCode',
        req.ClientId,
        userPool.options.Id,
        user,
        code,
        req.ClientMetadata,
        deliveryDetails,
      );
      return { CodeDeliveryDetails: deliveryDetails };
    },
    async GetTokensFromRefreshToken(ctx, req) {
      return cognitoRouter('InitiateAuth')(ctx, {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: req.ClientId,
        AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
        ClientMetadata: req.ClientMetadata,
      });
    },
    async GlobalSignOut() {
      return {};
    },
  };

  const router = (target: string) => async (ctx: any, req: any) => {
    if (req && 'AccessToken' in req) await verifyAccessToken(req.AccessToken);
    if (target === 'SignUp') checkPassword(req.Password);
    if (target === 'ChangePassword') checkPassword(req.ProposedPassword);
    if (target === 'ConfirmForgotPassword') checkPassword(req.Password);
    const extra = extraTargets[target];
    if (extra) return extra(ctx, req);
    if (target === 'ChangePassword') {
      // Cognito answers a wrong current password with NotAuthorizedException; cognito-local with InvalidPassword.
      return cognitoRouter(target)(ctx, req).catch((error: unknown) => {
        throw error instanceof errors.InvalidPasswordError ? new errors.NotAuthorizedError() : error;
      });
    }
    const result = await cognitoRouter(target)(ctx, req);
    if (target === 'ConfirmSignUp') {
      // Cognito marks the email verified when the sign-up is confirmed; cognito-local does not.
      const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.Username);
      if (user) {
        const attributes = user.Attributes.filter(
          (attribute: { Name: string }) => attribute.Name !== 'email_verified',
        );
        await userPool.saveUser(ctx, {
          ...user,
          Attributes: [...attributes, { Name: 'email_verified', Value: 'true' }],
        });
      }
    }
    return result;
  };

  const { application } = createServer(router, logger, config.ServerConfig, serviceSet);
  const jwks = JSON.stringify({ keys: [{ ...key.publicJwk, kid: key.kid, alg: 'RS256', use: 'sig' }] });
  const server = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const jwksMatch = path.match(/^\/([^/]+)\/\.well-known\/(jwks\.json|openid-configuration)$/);
    if (req.method === 'GET' && jwksMatch) {
      res.setHeader('content-type', 'application/json');
      if (jwksMatch[2] === 'jwks.json') res.end(jwks);
      else
        res.end(
          JSON.stringify({
            issuer: `${issuerDomain}/${jwksMatch[1]}`,
            jwks_uri: `${issuerDomain}/${jwksMatch[1]}/.well-known/jwks.json`,
            id_token_signing_alg_values_supported: ['RS256'],
          }),
        );
      return;
    }
    application(req, res);
  });
  server.listen(port, '127.0.0.1', () => {
    process.stdout.write(`COGNITO_READY ${port}\n`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
