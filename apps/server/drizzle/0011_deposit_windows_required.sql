ALTER TABLE "deposit_intents" ALTER COLUMN "accepts_from" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_intents" ALTER COLUMN "accepts_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_intents" DROP COLUMN "flagged_late";