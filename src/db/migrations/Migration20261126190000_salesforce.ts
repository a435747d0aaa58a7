import { Migration } from '@mikro-orm/migrations';

/** A workspace may connect Salesforce (issue #22): `integrations.kind` takes `salesforce` (INTEGRATION_KINDS). */
export class Migration20261126190000_salesforce extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table integrations drop constraint if exists integrations_kind_check;
alter table integrations add constraint integrations_kind_check check (kind in ('slack','hubspot','salesforce'));
`);
  }

  override async down(): Promise<void> {
    this.addSql(`
delete from integrations where kind = 'salesforce';
alter table integrations drop constraint if exists integrations_kind_check;
alter table integrations add constraint integrations_kind_check check (kind in ('slack','hubspot'));
`);
  }
}
