CREATE TYPE "public"."deposit_source" AS ENUM('gateway', 'statement', 'operator');--> statement-breakpoint
CREATE TYPE "public"."flagged_deposit_reason" AS ENUM('unknown_reference', 'no_matching_intent', 'several_intents_match', 'intent_cancelled', 'intent_expired', 'intent_already_paid', 'amount_mismatch', 'above_channel_max', 'responsible_gaming');--> statement-breakpoint
CREATE TYPE "public"."flagged_deposit_status" AS ENUM('pending', 'credited', 'returned');--> statement-breakpoint
CREATE TABLE "flagged_deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flagged_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer,
	"intent_id" integer,
	"member_id" integer,
	"source" "deposit_source" NOT NULL,
	"source_key" text NOT NULL,
	"reference" text,
	"amount_satang" bigint NOT NULL,
	"received_into" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"reason" "flagged_deposit_reason" NOT NULL,
	"detail" text NOT NULL,
	"status" "flagged_deposit_status" DEFAULT 'pending' NOT NULL,
	"credited_member_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flagged_deposits_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "flagged_deposits_amount_positive" CHECK ("flagged_deposits"."amount_satang" > 0),
	CONSTRAINT "flagged_deposits_decided_once" CHECK (("flagged_deposits"."status" = 'pending') = ("flagged_deposits"."decided_at" is null)
        and ("flagged_deposits"."status" = 'credited') = ("flagged_deposits"."credited_member_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD COLUMN "accepts_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD COLUMN "accepts_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD COLUMN "statement_key" text;--> statement-breakpoint
ALTER TABLE "flagged_deposits" ADD CONSTRAINT "flagged_deposits_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_deposits" ADD CONSTRAINT "flagged_deposits_intent_id_deposit_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."deposit_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_deposits" ADD CONSTRAINT "flagged_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_deposits" ADD CONSTRAINT "flagged_deposits_credited_member_id_members_id_fk" FOREIGN KEY ("credited_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flagged_deposits_status_idx" ON "flagged_deposits" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "flagged_deposits_intent_idx" ON "flagged_deposits" USING btree ("intent_id");--> statement-breakpoint
ALTER TABLE "deposit_intents" ADD CONSTRAINT "deposit_intents_statement_key_unique" UNIQUE("statement_key");