CREATE TABLE "affiliate_commission_days" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"members" integer NOT NULL,
	"total_satang" bigint DEFAULT 0 NOT NULL,
	"computed_by" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_commission_days_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "affiliate_commission_lines" (
	"day" date NOT NULL,
	"member_id" integer NOT NULL,
	"downline_member_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"category" text NOT NULL,
	"turnover_satang" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	CONSTRAINT "affiliate_commission_lines_day_member_id_downline_member_id_category_pk" PRIMARY KEY("day","member_id","downline_member_id","category")
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"day" date NOT NULL,
	"member_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_commissions_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "affiliate_commissions_amount_positive" CHECK ("affiliate_commissions"."amount_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_rates" (
	"agent_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"category" text NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "affiliate_rates_agent_id_level_category_pk" PRIMARY KEY("agent_id","level","category"),
	CONSTRAINT "affiliate_rates_level_known" CHECK ("affiliate_rates"."level" in (1, 2)),
	CONSTRAINT "affiliate_rates_rate_range" CHECK ("affiliate_rates"."rate_bp" >= 0 and "affiliate_rates"."rate_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "affiliate_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_redemptions_member_request_unique" UNIQUE("member_id","request_id"),
	CONSTRAINT "affiliate_redemptions_amount_positive" CHECK ("affiliate_redemptions"."amount_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_settings" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"min_redeem_satang" bigint NOT NULL,
	CONSTRAINT "affiliate_settings_min_redeem_positive" CHECK ("affiliate_settings"."min_redeem_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_visits" (
	"referrer_member_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_visits_referrer_member_id_day_visitor_hash_pk" PRIMARY KEY("referrer_member_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "member_line_links" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"line_user_id" text NOT NULL,
	"display_name" text,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_line_links_line_user_id_unique" UNIQUE("line_user_id")
);
--> statement-breakpoint
ALTER TABLE "affiliate_commission_days" ADD CONSTRAINT "affiliate_commission_days_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_rates" ADD CONSTRAINT "affiliate_rates_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_redemptions" ADD CONSTRAINT "affiliate_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_settings" ADD CONSTRAINT "affiliate_settings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_visits" ADD CONSTRAINT "affiliate_visits_referrer_member_id_members_id_fk" FOREIGN KEY ("referrer_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_line_links" ADD CONSTRAINT "member_line_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_commission_lines_member_idx" ON "affiliate_commission_lines" USING btree ("member_id","downline_member_id");--> statement-breakpoint
CREATE INDEX "affiliate_redemptions_member_idx" ON "affiliate_redemptions" USING btree ("member_id","created_at");