import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDesign } from '../lambdas/shared/table-design';

export interface DataProps {
  /** RETAIN in prod so a stack deletion never takes customer data with it; DESTROY in throwaway dev stacks. */
  readonly removalPolicy: RemovalPolicy;
}

/**
 * The single table. Its keys and indexes come from lambdas/shared/table-design.ts, which the local stack's
 * bootstrap reads too, so the two runtimes cannot drift.
 */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDesign.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDesign.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // TTL is only clean-up: code checks expiry itself, because the local emulator has no TTL.
      timeToLiveAttribute: tableDesign.timeToLiveAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: props.removalPolicy,
    });

    for (const index of tableDesign.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
