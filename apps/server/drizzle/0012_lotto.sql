CREATE TABLE "lotto_bill_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotto_bill_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"win_satang" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_bills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotto_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_satang" bigint NOT NULL,
	"win_satang" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lotto_bills_member_request" UNIQUE("member_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "lotto_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotto_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"bet_types" text[] NOT NULL,
	"schedule" jsonb NOT NULL,
	"open_before_minutes" integer NOT NULL,
	"cancel_before_seconds" integer NOT NULL,
	"create_ahead_days" integer DEFAULT 7 NOT NULL,
	"member_number_cap_satang" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotto_categories_agent_code" UNIQUE("agent_id","code")
);
--> statement-breakpoint
CREATE TABLE "lotto_member_number_stakes" (
	"round_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"staked_satang" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lotto_member_number_stakes_round_id_member_id_bet_type_number_pk" PRIMARY KEY("round_id","member_id","bet_type","number")
);
--> statement-breakpoint
CREATE TABLE "lotto_number_rules" (
	"round_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"rate_hundredths" integer,
	"cap_satang" bigint,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotto_number_rules_round_id_bet_type_number_pk" PRIMARY KEY("round_id","bet_type","number")
);
--> statement-breakpoint
CREATE TABLE "lotto_number_stakes" (
	"round_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"staked_satang" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lotto_number_stakes_round_id_bet_type_number_pk" PRIMARY KEY("round_id","bet_type","number")
);
--> statement-breakpoint
CREATE TABLE "lotto_rates" (
	"category_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"rate_hundredths" integer NOT NULL,
	"min_satang" bigint NOT NULL,
	"max_satang" bigint NOT NULL,
	"number_cap_satang" bigint NOT NULL,
	"over_cap_rate_hundredths" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lotto_rates_category_id_bet_type_pk" PRIMARY KEY("category_id","bet_type"),
	CONSTRAINT "lotto_rates_positive" CHECK ("lotto_rates"."rate_hundredths" > 0 and "lotto_rates"."min_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "lotto_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotto_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"draw_date" date NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"cancel_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"result" jsonb,
	"resulted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"void_reason" text,
	"created_by" text DEFAULT 'scheduler' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotto_rounds_category_close" UNIQUE("category_id","close_at")
);
--> statement-breakpoint
ALTER TABLE "lotto_bill_lines" ADD CONSTRAINT "lotto_bill_lines_bill_id_lotto_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."lotto_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_bills" ADD CONSTRAINT "lotto_bills_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_number_rules" ADD CONSTRAINT "lotto_number_rules_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_rates" ADD CONSTRAINT "lotto_rates_category_id_lotto_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."lotto_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_rounds" ADD CONSTRAINT "lotto_rounds_category_id_lotto_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."lotto_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lotto_bill_lines_round" ON "lotto_bill_lines" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "lotto_bill_lines_bill" ON "lotto_bill_lines" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "lotto_bills_member_created" ON "lotto_bills" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lotto_bills_round_status" ON "lotto_bills" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "lotto_rounds_status_close" ON "lotto_rounds" USING btree ("status","close_at");