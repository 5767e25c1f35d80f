/**
 * CDK entry point: `cdk synth -c stage=dev|prod` makes one stack, Leadroute-<stage>.
 * Optional `-c webDistPath=<folder>` points at another SPA build (default web/dist).
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { isStage, LeadrouteStack, STAGES } from '../lib/leadroute-stack';

const app = new App();

const requestedStage: unknown = app.node.tryGetContext('stage') ?? 'dev';
if (!isStage(requestedStage)) {
  throw new Error(`Unknown stage ${JSON.stringify(requestedStage)}: use -c stage=${STAGES.join('|')}`);
}
const webDistPath: unknown = app.node.tryGetContext('webDistPath');
if (webDistPath !== undefined && typeof webDistPath !== 'string') {
  throw new Error('-c webDistPath must be a folder path');
}

new LeadrouteStack(app, `Leadroute-${requestedStage}`, {
  stage: requestedStage,
  webDistPath,
  description: `Leadroute (${requestedStage}): lead capture SPA, API, auth and data`,
  tags: { project: 'leadroute', stage: requestedStage },
});

// cdk-nag 3 is a policy-validation plugin: findings fail synth unless acknowledged with a reason.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
