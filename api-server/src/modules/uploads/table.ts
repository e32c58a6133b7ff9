import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One stored object per row (migration 0003); the row also makes each upload URL single use. */
export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
