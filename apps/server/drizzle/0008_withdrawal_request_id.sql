ALTER TABLE "withdrawals" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_request_unique" ON "withdrawals" USING btree ("member_id","request_id");