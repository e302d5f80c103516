-- Decision 047: an idempotency key answers the batch it made only for the same content; the
-- content's digest is kept with the key. Batches made before are given theirs from their items, in
-- the text `batchContentHash` (modules/topup/batch-content.ts) hashes: `retry:<retry_of>`, then per
-- line in order `<phone_hash>:<face>`, joined by newlines.
ALTER TABLE "topup_batches" ADD COLUMN "content_hash" varchar(64);--> statement-breakpoint
UPDATE "topup_batches" b SET "content_hash" = coalesce((
  SELECT encode(sha256(convert_to('retry:' || coalesce(b.retry_of::text, '') || E'\n'
           || string_agg(i.phone_hash || ':' || i.face::text, E'\n' ORDER BY i.line_no), 'UTF8')), 'hex')
    FROM "topup_items" i WHERE i.batch_id = b.id), '');--> statement-breakpoint
ALTER TABLE "topup_batches" ALTER COLUMN "content_hash" SET NOT NULL;
