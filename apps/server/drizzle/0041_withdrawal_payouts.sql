ALTER TYPE "public"."withdrawal_status" ADD VALUE 'approved';--> statement-breakpoint
ALTER TYPE "public"."withdrawal_status" ADD VALUE 'sent';--> statement-breakpoint
ALTER TYPE "public"."withdrawal_status" ADD VALUE 'unknown';--> statement-breakpoint
ALTER TYPE "public"."withdrawal_status" ADD VALUE 'failed';--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"payout_id" text PRIMARY KEY NOT NULL,
	"amount_satang" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"requested_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_payouts_status" CHECK ("sandbox_payouts"."status" in ('processing', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_auto_rules" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"max_per_withdrawal_satang" bigint NOT NULL,
	"max_per_member_day_satang" bigint NOT NULL,
	"hourly_budget_satang" bigint NOT NULL,
	"daily_budget_satang" bigint NOT NULL,
	"min_account_age_hours" integer NOT NULL,
	"min_turnover_percent" integer NOT NULL,
	"first_withdrawal_to_person" boolean NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_auto_rules_non_negative" CHECK ("withdrawal_auto_rules"."max_per_withdrawal_satang" >= 0 and "withdrawal_auto_rules"."max_per_member_day_satang" >= 0 and "withdrawal_auto_rules"."hourly_budget_satang" >= 0
        and "withdrawal_auto_rules"."daily_budget_satang" >= 0 and "withdrawal_auto_rules"."min_account_age_hours" >= 0 and "withdrawal_auto_rules"."min_turnover_percent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "backoffice_approvals" DROP CONSTRAINT "backoffice_approvals_kind";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_gateway" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "auto_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "auto_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "withdrawal_auto_rules" ADD CONSTRAINT "withdrawal_auto_rules_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payouts_processing_idx" ON "sandbox_payouts" USING btree ("requested_at") WHERE "sandbox_payouts"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "withdrawals_auto_unchecked_idx" ON "withdrawals" USING btree ("id") WHERE "withdrawals"."status" = 'pending' and "withdrawals"."auto_checked_at" is null;--> statement-breakpoint
ALTER TABLE "backoffice_approvals" ADD CONSTRAINT "backoffice_approvals_kind" CHECK ("backoffice_approvals"."kind" in ('member.adjust', 'lotto.result', 'points.adjust', 'shop.item', 'coupon.add', 'wheel.segments', 'promotion.add', 'quest.save', 'lotto.rates', 'poll.add', 'withdraw.rules'));--> statement-breakpoint
-- Requests made before automatic approval existed stay with the operators who were deciding them.
UPDATE "withdrawals" SET "auto_checked_at" = now(), "auto_reasons" = '["before_rules"]'::jsonb WHERE "status" = 'pending';
