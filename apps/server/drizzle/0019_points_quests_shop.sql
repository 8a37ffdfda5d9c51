CREATE TABLE "points_accruals" (
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"member_id" integer NOT NULL,
	"points" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_accruals_source_member_id_source_key_pk" PRIMARY KEY("source","member_id","source_key")
);
--> statement-breakpoint
CREATE TABLE "member_checkins" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"streak_day" smallint NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_checkins_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "member_checkins_streak_day" CHECK ("member_checkins"."streak_day" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "quest_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quest_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quest_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"transfer_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quest_claims_once_per_period" UNIQUE("quest_id","member_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"period" text NOT NULL,
	"metric" text NOT NULL,
	"target" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quests_agent_code" UNIQUE("agent_id","code"),
	CONSTRAINT "quests_period" CHECK ("quests"."period" in ('day', 'week')),
	CONSTRAINT "quests_metric" CHECK ("quests"."metric" in ('deposit', 'turnover', 'lotto_bills', 'checkin_days')),
	CONSTRAINT "quests_reward_kind" CHECK ("quests"."reward_kind" in ('points', 'credit')),
	CONSTRAINT "quests_positive" CHECK ("quests"."target" > 0 and "quests"."reward_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"kind" text NOT NULL,
	"price_points" integer NOT NULL,
	"credit_satang" bigint,
	"stock" integer NOT NULL,
	"per_member_limit" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_items_agent_code" UNIQUE("agent_id","code"),
	CONSTRAINT "shop_items_stock" CHECK ("shop_items"."stock" >= 0),
	CONSTRAINT "shop_items_price" CHECK ("shop_items"."price_points" > 0),
	CONSTRAINT "shop_items_kind" CHECK (("shop_items"."kind" = 'credit' and "shop_items"."credit_satang" > 0) or ("shop_items"."kind" = 'physical' and "shop_items"."credit_satang" is null))
);
--> statement-breakpoint
CREATE TABLE "shop_member_item_counts" (
	"member_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shop_member_item_counts_member_id_item_id_pk" PRIMARY KEY("member_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "shop_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"points_total" integer NOT NULL,
	"credit_satang" bigint,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_redemptions_member_request" UNIQUE("member_id","request_id"),
	CONSTRAINT "shop_redemptions_quantity" CHECK ("shop_redemptions"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "quest_claims" ADD CONSTRAINT "quest_claims_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_member_item_counts" ADD CONSTRAINT "shop_member_item_counts_item_id_shop_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shop_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_redemptions" ADD CONSTRAINT "shop_redemptions_item_id_shop_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shop_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quest_claims_member_period" ON "quest_claims" USING btree ("member_id","period_start");--> statement-breakpoint
CREATE INDEX "shop_redemptions_member_created" ON "shop_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_redemptions_status" ON "shop_redemptions" USING btree ("status");