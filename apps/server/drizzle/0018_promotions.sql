CREATE TYPE "public"."member_promotion_status" AS ENUM('active', 'completed', 'ended', 'given_up', 'refused');--> statement-breakpoint
CREATE TABLE "member_promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"deposit_intent_id" integer NOT NULL,
	"source" text NOT NULL,
	"status" "member_promotion_status" NOT NULL,
	"deposit_satang" bigint NOT NULL,
	"bonus_satang" bigint DEFAULT 0 NOT NULL,
	"required_turnover_satang" bigint DEFAULT 0 NOT NULL,
	"max_withdraw_satang" bigint,
	"categories" "game_category"[] NOT NULL,
	"start_day" date NOT NULL,
	"turnover_base_satang" bigint DEFAULT 0 NOT NULL,
	"released_satang" bigint DEFAULT 0 NOT NULL,
	"forfeited_satang" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "member_promotions_amounts_non_negative" CHECK ("member_promotions"."deposit_satang" >= 0 and "member_promotions"."bonus_satang" >= 0 and "member_promotions"."required_turnover_satang" >= 0 and "member_promotions"."released_satang" >= 0 and "member_promotions"."forfeited_satang" >= 0),
	CONSTRAINT "member_promotions_ended_at" CHECK (("member_promotions"."status" in ('active', 'refused')) = ("member_promotions"."ended_at" is null))
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_deposit_intent_id_deposit_intents_id_fk" FOREIGN KEY ("deposit_intent_id") REFERENCES "public"."deposit_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_promotions_one_active" ON "member_promotions" USING btree ("member_id") WHERE "member_promotions"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "member_promotions_one_per_deposit" ON "member_promotions" USING btree ("deposit_intent_id") WHERE "member_promotions"."status" <> 'refused';--> statement-breakpoint
CREATE INDEX "member_promotions_member_idx" ON "member_promotions" USING btree ("member_id","promotion_id","started_at");--> statement-breakpoint
CREATE INDEX "member_promotions_active_idx" ON "member_promotions" USING btree ("id") WHERE "member_promotions"."status" = 'active';