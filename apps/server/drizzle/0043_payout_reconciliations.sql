CREATE TABLE "payout_reconciliations" (
	"agent_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"day" date NOT NULL,
	"ours_count" integer NOT NULL,
	"ours_satang" bigint NOT NULL,
	"theirs_count" integer NOT NULL,
	"theirs_satang" bigint NOT NULL,
	"differences" jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_reconciliations_agent_id_gateway_day_pk" PRIMARY KEY("agent_id","gateway","day")
);
--> statement-breakpoint
ALTER TABLE "payout_reconciliations" ADD CONSTRAINT "payout_reconciliations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;