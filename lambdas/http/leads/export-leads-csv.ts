import { leads } from '../../adapters/wire';
import { exportLeadsCsv } from '../../core/leads/export-leads-csv';
import { httpHandler } from '../../shared/http';

const leadStore = leads();

export const handler = httpHandler({ auth: 'jwt' }, async ({ user }) => {
  const csv = await exportLeadsCsv({ userId: user.userId, leads: leadStore });
  const date = new Date().toISOString().slice(0, 10);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${date}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body: csv,
  };
});
