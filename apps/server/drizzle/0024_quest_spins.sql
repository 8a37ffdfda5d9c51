ALTER TABLE "quests" DROP CONSTRAINT "quests_reward_kind";--> statement-breakpoint
ALTER TABLE "quest_claims" ALTER COLUMN "transfer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quest_claims" ADD CONSTRAINT "quest_claims_transfer_unless_spins" CHECK (("quest_claims"."reward_kind" = 'spins') = ("quest_claims"."transfer_id" is null));--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_reward_kind" CHECK ("quests"."reward_kind" in ('points', 'credit', 'spins'));