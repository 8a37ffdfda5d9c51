CREATE TYPE "public"."deposit_channel_kind" AS ENUM('promptpay', 'bank_transfer', 'truemoney');--> statement-breakpoint
CREATE TYPE "public"."deposit_status" AS ENUM('pending', 'paid', 'expired', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."promptpay_proxy_type" AS ENUM('mobile', 'national_id');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_status" AS ENUM('pending', 'paid', 'rejected');--> statement-breakpoint
CREATE TABLE "agent_promptpay_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_promptpay_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"proxy_type" "promptpay_proxy_type" NOT NULL,
	"proxy_id" text NOT NULL,
	"account_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_intents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_intents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel" "deposit_channel_kind" NOT NULL,
	"sub_channel_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"pay_amount_satang" bigint NOT NULL,
	"credited_satang" bigint,
	"payload" text,
	"status" "deposit_status" DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"flagged_late" boolean DEFAULT false NOT NULL,
	"confirmed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_intents_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"gateway" text NOT NULL,
	"event_id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_events" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"body" text NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"hold_key" text NOT NULL,
	"bank" "member_bank_account_kind" NOT NULL,
	"bank_code" text NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text NOT NULL,
	"status" "withdrawal_status" DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_hold_key_unique" UNIQUE("hold_key")
);
--> statement-breakpoint
ALTER TABLE "agent_promptpay_accounts" ADD CONSTRAINT "agent_promptpay_accounts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_promptpay_accounts_agent_idx" ON "agent_promptpay_accounts" USING btree ("agent_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_intents_one_open_per_member" ON "deposit_intents" USING btree ("member_id") WHERE "deposit_intents"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_intents_open_pay_amount" ON "deposit_intents" USING btree ("channel","sub_channel_id","pay_amount_satang") WHERE "deposit_intents"."status" = 'pending' and "deposit_intents"."channel" <> 'promptpay';--> statement-breakpoint
CREATE INDEX "deposit_intents_member_idx" ON "deposit_intents" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_pending_per_member" ON "withdrawals" USING btree ("member_id") WHERE "withdrawals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");