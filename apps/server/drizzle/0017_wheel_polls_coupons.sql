CREATE TABLE "wheel_segments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wheel_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"image" text NOT NULL,
	"prize_kind" text NOT NULL,
	"prize_amount" bigint DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "wheel_segments_position_unique" UNIQUE("wheel_id","position"),
	CONSTRAINT "wheel_segments_kind_known" CHECK ("wheel_segments"."prize_kind" in ('credit', 'points', 'spins', 'nothing')),
	CONSTRAINT "wheel_segments_weight_positive" CHECK ("wheel_segments"."weight" > 0),
	CONSTRAINT "wheel_segments_amount_not_negative" CHECK ("wheel_segments"."prize_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_spin_balances" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"free_spins" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_spin_balances_not_negative" CHECK ("wheel_spin_balances"."free_spins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_spin_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_spin_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"spins" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_spin_grants_source_unique" UNIQUE("source","source_ref"),
	CONSTRAINT "wheel_spin_grants_spins_positive" CHECK ("wheel_spin_grants"."spins" > 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wheel_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"cost_points" integer DEFAULT 0 NOT NULL,
	"prize_kind" text NOT NULL,
	"prize_amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "wheel_spins_member_request_unique" UNIQUE("member_id","request_id"),
	CONSTRAINT "wheel_spins_status_known" CHECK ("wheel_spins"."status" in ('pending', 'rewarded'))
);
--> statement-breakpoint
CREATE TABLE "wheels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"tab" integer NOT NULL,
	"name" text NOT NULL,
	"spin_cost_points" integer DEFAULT 0 NOT NULL,
	"deposit_min_satang" bigint DEFAULT 0 NOT NULL,
	"spins_per_deposit" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheels_agent_tab_unique" UNIQUE("agent_id","tab"),
	CONSTRAINT "wheels_tab_known" CHECK ("wheels"."tab" in (1, 2)),
	CONSTRAINT "wheels_cost_not_negative" CHECK ("wheels"."spin_cost_points" >= 0 and "wheels"."spins_per_deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "poll_choices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "poll_choices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"poll_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"image" text NOT NULL,
	CONSTRAINT "poll_choices_position_unique" UNIQUE("poll_id","position")
);
--> statement-breakpoint
CREATE TABLE "poll_member_votes" (
	"poll_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "poll_member_votes_poll_id_member_id_pk" PRIMARY KEY("poll_id","member_id"),
	CONSTRAINT "poll_member_votes_used_not_negative" CHECK ("poll_member_votes"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "poll_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"poll_id" integer NOT NULL,
	"choice_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vote_no" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "poll_votes_member_vote_unique" UNIQUE("poll_id","member_id","vote_no")
);
--> statement-breakpoint
CREATE TABLE "poll_winners" (
	"poll_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"vote_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"prize" text NOT NULL,
	CONSTRAINT "poll_winners_poll_id_rank_pk" PRIMARY KEY("poll_id","rank"),
	CONSTRAINT "poll_winners_member_unique" UNIQUE("poll_id","member_id"),
	CONSTRAINT "poll_winners_prize_known" CHECK ("poll_winners"."prize" in ('granted', 'withheld'))
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "polls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"satang_per_vote" bigint NOT NULL,
	"winner_count" integer NOT NULL,
	"prize_spins" integer NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"winning_choice_id" integer,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "polls_window" CHECK ("polls"."closes_at" > "polls"."opens_at"),
	CONSTRAINT "polls_vote_price_positive" CHECK ("polls"."satang_per_vote" > 0),
	CONSTRAINT "polls_winners_not_negative" CHECK ("polls"."winner_count" >= 0 and "polls"."prize_spins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_redemptions_member_unique" UNIQUE("coupon_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"quota" integer NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_agent_code_unique" UNIQUE("agent_id","code"),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_kind_known" CHECK ("coupons"."reward_kind" in ('credit', 'points', 'spins')),
	CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."reward_amount" > 0),
	CONSTRAINT "coupons_quota" CHECK ("coupons"."quota" > 0 and "coupons"."redeemed" >= 0 and "coupons"."redeemed" <= "coupons"."quota"),
	CONSTRAINT "coupons_window" CHECK ("coupons"."valid_until" > "coupons"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "wheel_segments" ADD CONSTRAINT "wheel_segments_wheel_id_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."wheels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_wheel_id_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."wheels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_segment_id_wheel_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."wheel_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_choices" ADD CONSTRAINT "poll_choices_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_member_votes" ADD CONSTRAINT "poll_member_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_choice_id_poll_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."poll_choices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_winners" ADD CONSTRAINT "poll_winners_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_winners" ADD CONSTRAINT "poll_winners_vote_id_poll_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."poll_votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wheel_spin_grants_member_idx" ON "wheel_spin_grants" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "wheel_spins_board_idx" ON "wheel_spins" USING btree ("rewarded_at");--> statement-breakpoint
CREATE INDEX "wheel_spins_member_idx" ON "wheel_spins" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "poll_votes_choice_idx" ON "poll_votes" USING btree ("poll_id","choice_id","id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_member_idx" ON "coupon_redemptions" USING btree ("member_id","created_at");