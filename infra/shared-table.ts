import { CfnOutput, Fn, Stack } from 'aws-cdk-lib';
import { TableV2, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';

/**
 * How stacks other than the data stack reach the table: one named CloudFormation export rather than
 * CDK's automatic (weak) reference. The export makes CloudFormation refuse to delete or replace the
 * table's stack while any stack reads it, and its stable, readable name lets the single IAM wildcard a
 * grant adds (the table's own indexes) be acknowledged exactly in cdk-nag.
 */
export class SharedTable {
  readonly exportName: string;

  constructor(private readonly table: TableV2) {
    const stack = Stack.of(table);
    this.exportName = `${stack.stackName}-TableArn`;
    new CfnOutput(stack, 'TableArnExport', { value: table.tableArn, exportName: this.exportName });
  }

  /** The table inside another stack, which now deploys after the data stack. */
  importInto(scope: Construct, id = 'Table'): ImportedTable {
    Stack.of(scope).addStackDependency(Stack.of(this.table), 'reads the table through its export');
    const table = TableV2.fromTableAttributes(scope, id, {
      tableArn: Fn.importValue(this.exportName),
      grantIndexPermissions: true,
    });
    // grantReadData and grantReadWriteData add `table/…/index/*`; cdk-nag prints the import by its name.
    return { table, indexWildcardFinding: `AwsSolutions-IAM5[Resource::${this.exportName}/index/*]` };
  }
}

export interface ImportedTable {
  table: ITableV2;
  indexWildcardFinding: string;
}
