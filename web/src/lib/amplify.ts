import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from '@contracts/runtime-config';

/** Configures Amplify Auth from the runtime config; the same code runs against Cognito and the local emulator. */
export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
}
