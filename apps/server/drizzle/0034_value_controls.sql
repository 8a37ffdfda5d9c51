CREATE TABLE "operator_value_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_value_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"key" text NOT NULL,
	"member_id" integer,
	"amount" bigint NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"approval_id" integer,
	"ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "value_caps" (
	"agent_id" integer NOT NULL,
	"key" text NOT NULL,
	"per_action" bigint NOT NULL,
	"per_operator_day" bigint NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "value_caps_agent_id_key_pk" PRIMARY KEY("agent_id","key"),
	CONSTRAINT "value_caps_positive" CHECK ("value_caps"."per_action" > 0 and "value_caps"."per_operator_day" >= "value_caps"."per_action")
);
--> statement-breakpoint
ALTER TABLE "backoffice_approvals" DROP CONSTRAINT "backoffice_approvals_kind";--> statement-breakpoint
ALTER TABLE "operator_value_grants" ADD CONSTRAINT "operator_value_grants_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_value_grants" ADD CONSTRAINT "operator_value_grants_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_caps" ADD CONSTRAINT "value_caps_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_caps" ADD CONSTRAINT "value_caps_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_value_grants_ref" ON "operator_value_grants" USING btree ("key","ref");--> statement-breakpoint
CREATE INDEX "operator_value_grants_operator" ON "operator_value_grants" USING btree ("operator_id","key","at");--> statement-breakpoint
CREATE INDEX "operator_value_grants_day" ON "operator_value_grants" USING btree ("agent_id","day");--> statement-breakpoint
ALTER TABLE "backoffice_approvals" ADD CONSTRAINT "backoffice_approvals_kind" CHECK ("backoffice_approvals"."kind" in ('member.adjust', 'lotto.result', 'points.adjust', 'shop.item', 'coupon.add'));