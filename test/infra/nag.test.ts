import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDefinition } from '../../lambdas/routes';
import { LeadrouteStack, type LeadrouteStackProps } from '../../lib/leadroute-stack';

/**
 * cdk-nag 3 is a policy-validation plugin: its findings are not Annotations but entries of the cloud assembly's
 * validation-report.json (acknowledged ones already removed by CDK). Synthesis is told not to throw on them so
 * the test can read and print every finding instead of one error message.
 */
interface ValidationReport {
  readonly pluginReports: readonly {
    readonly pluginName: string;
    readonly violations: readonly {
      readonly ruleName: string;
      readonly severity?: string;
      readonly violatingConstructs: readonly { readonly constructPath: string }[];
    }[];
  }[];
}

interface Finding {
  readonly plugin: string;
  readonly rule: string;
  readonly severity: string;
  readonly constructPath: string;
}

const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] as string[] };

function synthesizeFindings(
  stackProps: LeadrouteStackProps,
  options: { bundle: boolean; addToStack?: (stack: LeadrouteStack) => void },
): Finding[] {
  const app = new App({
    context: {
      '@aws-cdk/core:failSynthOnValidationErrors': false,
      ...(options.bundle ? {} : NO_BUNDLING),
    },
  });
  const stack = new LeadrouteStack(app, `Leadroute-${stackProps.stage}`, stackProps);
  options.addToStack?.(stack);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const assembly = app.synth();
  const report = JSON.parse(
    readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8'),
  ) as ValidationReport;
  return report.pluginReports.flatMap((pluginReport) =>
    pluginReport.violations.flatMap((violation) =>
      violation.violatingConstructs.map((construct) => ({
        plugin: pluginReport.pluginName,
        rule: violation.ruleName,
        severity: violation.severity ?? 'unknown',
        constructPath: construct.constructPath,
      })),
    ),
  );
}

const describeFinding = (finding: Finding): string =>
  `${finding.severity} ${finding.rule} at ${finding.constructPath}`;

const nagFindings = (findings: Finding[], severity: string): string[] =>
  findings
    .filter((finding) => finding.plugin === 'AwsSolutions' && finding.severity === severity)
    .map(describeFinding);

describe('cdk-nag AwsSolutions', () => {
  let webDistPath: string;

  beforeAll(() => {
    webDistPath = mkdtempSync(join(tmpdir(), 'leadroute-web-dist-'));
    writeFileSync(join(webDistPath, 'index.html'), '<!doctype html><title>Leadroute</title>');
  });

  afterAll(() => {
    rmSync(webDistPath, { recursive: true, force: true });
  });

  it('finds nothing unacknowledged in the dev stack, and CloudFormation sees no problem (e.g. no cycle)', () => {
    const findings = synthesizeFindings({ stage: 'dev', webDistPath }, { bundle: true });
    expect(nagFindings(findings, 'error')).toEqual([]);
    expect(nagFindings(findings, 'warning')).toEqual([]);
    // The built-in CloudFormation validation reports dependency cycles (F3004) and template errors.
    expect(findings.filter((finding) => finding.plugin !== 'AwsSolutions').map(describeFinding)).toEqual([]);
  });

  it('finds nothing unacknowledged in the prod stack', () => {
    const findings = synthesizeFindings(
      { stage: 'prod', webDistPath: join(tmpdir(), 'leadroute-no-such-build') },
      { bundle: false },
    );
    expect(nagFindings(findings, 'error')).toEqual([]);
    expect(nagFindings(findings, 'warning')).toEqual([]);
  });

  it('acknowledges exactly the wildcards of every grant kind a route may declare', () => {
    const routeWithEveryGrant: RouteDefinition = {
      id: 'everyGrantProbe',
      method: 'POST',
      path: '/api/every-grant-probe',
      handler: 'lambdas/http/system/health.ts',
      auth: 'jwt',
      maxBodyBytes: 0,
      grants: ['table:read', 'table:write', 'uploads:read', 'uploads:write', 'webhookQueue:send'],
    };
    const findings = synthesizeFindings(
      { stage: 'dev', webDistPath, routes: [...routes, routeWithEveryGrant] },
      { bundle: false },
    );
    expect(nagFindings(findings, 'error')).toEqual([]);
  });

  it('does report what nobody acknowledged (the check above can fail)', () => {
    const findings = synthesizeFindings(
      { stage: 'dev', webDistPath },
      {
        bundle: false,
        // A queue without a DLQ or an SSL-only policy: AwsSolutions-SQS3 and SQS4.
        addToStack: (stack) => new Queue(stack, 'UnacknowledgedProbeQueue'),
      },
    );
    expect(nagFindings(findings, 'error')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/AwsSolutions-SQS3 at .*UnacknowledgedProbeQueue/),
        expect.stringMatching(/AwsSolutions-SQS4 at .*UnacknowledgedProbeQueue/),
      ]),
    );
  });
});
