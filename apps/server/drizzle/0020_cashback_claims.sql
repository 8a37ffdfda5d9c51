CREATE TABLE "cashback_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashback_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" date NOT NULL,
	"base_satang" bigint NOT NULL,
	"amount_satang" bigint NOT NULL,
	"ledger_transfer_id" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_claims_once" UNIQUE("member_id","kind","period"),
	CONSTRAINT "cashback_claims_kind" CHECK ("cashback_claims"."kind" in ('loss', 'turnover')),
	CONSTRAINT "cashback_claims_amount_positive" CHECK ("cashback_claims"."amount_satang" > 0 and "cashback_claims"."base_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cashback_claims" ADD CONSTRAINT "cashback_claims_ledger_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("ledger_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;