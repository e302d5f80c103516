import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Every stored image of a merchant, as the pipeline re-encoded it; the library points at these. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    thumbKey: varchar('thumb_key', { length: 200 }).notNull(),
    /** The name the merchant's file had, for display only (never used as a path). */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    fileSize: integer('file_size').notNull(),
    ext: varchar('ext', { length: 5 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_merchant_idx').on(t.merchantId, t.id)],
);

export const imageGroups = pgTable(
  'image_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    type: smallint('type').notNull(),
    groupName: varchar('group_name', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('image_groups_merchant_idx').on(t.merchantId, t.type)],
);

/** The library: an upload placed under a group (0 = ungrouped) of a type (1 images, 2 complaints). */
export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    uploadId: integer('upload_id').notNull(),
    type: smallint('type').notNull(),
    groupId: integer('group_id').notNull().default(0),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_list_idx').on(t.merchantId, t.type, t.id),
    index('images_group_idx').on(t.merchantId, t.type, t.groupId, t.id),
  ],
);
