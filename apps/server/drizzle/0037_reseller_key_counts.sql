-- The Resellers list counts each reseller's unused and used keys at every request: from these two
-- partial indexes alone (an index-only scan once the table is vacuumed), not from the keys' rows.
CREATE INDEX "licence_keys_reseller_unused_idx" ON "licence_keys" USING btree ("reseller_id") WHERE "licence_keys"."used_at" is null and "licence_keys"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "licence_keys_reseller_used_idx" ON "licence_keys" USING btree ("reseller_id") WHERE "licence_keys"."used_at" is not null;