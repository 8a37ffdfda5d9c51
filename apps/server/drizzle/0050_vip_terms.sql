CREATE TABLE "vip_monthly_bonuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_monthly_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"month" text NOT NULL,
	"level" smallint NOT NULL,
	"amount_satang" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_monthly_bonuses_once" UNIQUE("member_id","month"),
	CONSTRAINT "vip_monthly_bonuses_amount" CHECK ("vip_monthly_bonuses"."amount_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_terms" (
	"agent_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"lotto_discount_extra_bp" integer NOT NULL,
	"cashback_bonus_bp" integer NOT NULL,
	"monthly_bonus_satang" bigint NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_terms_agent_id_level_pk" PRIMARY KEY("agent_id","level"),
	CONSTRAINT "vip_terms_level" CHECK ("vip_terms"."level" between 1 and 2),
	CONSTRAINT "vip_terms_bounds" CHECK ("vip_terms"."lotto_discount_extra_bp" between 0 and 2000 and "vip_terms"."cashback_bonus_bp" between 0 and 1000 and "vip_terms"."monthly_bonus_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vip_monthly_bonuses" ADD CONSTRAINT "vip_monthly_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_terms" ADD CONSTRAINT "vip_terms_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_terms" ADD CONSTRAINT "vip_terms_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;