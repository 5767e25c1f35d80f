import { z } from 'zod';

/** Served as /config.json next to the SPA: the only thing the browser learns about where it runs. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only when Cognito is emulated; Amplify then talks to this endpoint. */
  userPoolEndpoint: z.string().optional(),
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Set only on the local stack: where the mail outbox is listed. */
  devMailUrl: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
