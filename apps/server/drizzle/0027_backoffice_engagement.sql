ALTER TABLE "wheel_segments" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "pending_from" date;