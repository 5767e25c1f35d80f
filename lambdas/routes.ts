/**
 * The one route manifest. The CDK API construct (lib/api.ts) and the local server (bin/local/) both read it,
 * so a route cannot exist on one runtime and not the other.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';

/** What a function may touch; the CDK construct grants exactly these and nothing more. */
export type ResourceGrant =
  | 'table:read'
  | 'table:write'
  | 'uploads:read'
  | 'uploads:write'
  | 'webhookQueue:send'
  | 'mail:send'
  | 'textract:detect'
  | 'transcribe:job';

export interface RouteDefinition {
  /** Unique, stable, camelCase: names the Lambda function. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway path syntax, e.g. /api/leads/{id}. */
  readonly path: string;
  /** Source file relative to the repository root; it exports `handler`. */
  readonly handler: string;
  readonly auth: 'jwt' | 'public';
  /** Bodies larger than this are refused with 413 before the handler parses them. */
  readonly maxBodyBytes: number;
  readonly grants: readonly ResourceGrant[];
  readonly timeoutSeconds?: number;
  readonly memoryMb?: number;
}

const KB = 1024;

export const routes: readonly RouteDefinition[] = [
  {
    id: 'health',
    method: 'GET',
    path: '/api/health',
    handler: 'lambdas/http/system/health.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: [],
  },
  {
    id: 'listLeads',
    method: 'GET',
    path: '/api/leads',
    handler: 'lambdas/http/leads/list-leads.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'captureLeadFromText',
    method: 'POST',
    path: '/api/leads/text',
    handler: 'lambdas/http/leads/capture-lead-from-text.ts',
    auth: 'jwt',
    maxBodyBytes: 16 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'createCaptureUpload',
    method: 'POST',
    path: '/api/captures/uploads',
    handler: 'lambdas/http/captures/create-capture-upload.ts',
    auth: 'jwt',
    maxBodyBytes: 2 * KB,
    grants: ['uploads:write'],
  },
  {
    id: 'scanBusinessCard',
    method: 'POST',
    path: '/api/captures/scan',
    handler: 'lambdas/http/captures/scan-business-card.ts',
    auth: 'jwt',
    maxBodyBytes: 2 * KB,
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:write', 'textract:detect'],
    timeoutSeconds: 29,
    memoryMb: 1024,
  },
  {
    id: 'captureLeadFromVoice',
    method: 'POST',
    path: '/api/captures/voice',
    handler: 'lambdas/http/captures/capture-lead-from-voice.ts',
    auth: 'jwt',
    maxBodyBytes: 8 * KB,
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:write', 'transcribe:job'],
    timeoutSeconds: 29,
  },
  {
    id: 'updateLead',
    method: 'PATCH',
    path: '/api/leads/{id}',
    handler: 'lambdas/http/leads/update-lead.ts',
    auth: 'jwt',
    maxBodyBytes: 8 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'deleteLead',
    method: 'DELETE',
    path: '/api/leads/{id}',
    handler: 'lambdas/http/leads/delete-lead.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:write'],
  },
  {
    id: 'deleteLeads',
    method: 'POST',
    path: '/api/leads/delete',
    handler: 'lambdas/http/leads/delete-leads.ts',
    auth: 'jwt',
    maxBodyBytes: 16 * KB,
    grants: ['table:write'],
  },
  {
    id: 'exportLeadsCsv',
    method: 'GET',
    path: '/api/leads/export',
    handler: 'lambdas/http/leads/export-leads-csv.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    timeoutSeconds: 29,
  },
  {
    id: 'submitContactMessage',
    method: 'POST',
    path: '/api/public/contact',
    handler: 'lambdas/http/public-site/submit-contact-message.ts',
    auth: 'public',
    maxBodyBytes: 16 * KB,
    grants: ['table:write', 'mail:send'],
  },
  {
    id: 'subscribeToNewsletter',
    method: 'POST',
    path: '/api/public/newsletter',
    handler: 'lambdas/http/public-site/subscribe-to-newsletter.ts',
    auth: 'public',
    maxBodyBytes: 4 * KB,
    grants: ['table:read', 'table:write', 'mail:send'],
  },
  {
    id: 'confirmNewsletterSubscription',
    method: 'GET',
    path: '/api/public/newsletter/confirm',
    handler: 'lambdas/http/public-site/confirm-newsletter-subscription.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'registerFeatureInterest',
    method: 'POST',
    path: '/api/public/notify',
    handler: 'lambdas/http/public-site/register-feature-interest.ts',
    auth: 'public',
    maxBodyBytes: 4 * KB,
    grants: ['table:write'],
  },
  {
    id: 'reportNotFound',
    method: 'POST',
    path: '/api/public/not-found',
    handler: 'lambdas/http/public-site/report-not-found.ts',
    auth: 'public',
    maxBodyBytes: 4 * KB,
    grants: ['table:write'],
  },
  {
    // Catch-all, so unknown paths and methods get our JSON error shape instead of the gateway's bare 404.
    id: 'routeNotFound',
    method: 'ANY',
    path: '/api/{proxy+}',
    handler: 'lambdas/http/system/route-not-found.ts',
    auth: 'public',
    maxBodyBytes: 10 * 1024 * 1024,
    grants: [],
  },
];
