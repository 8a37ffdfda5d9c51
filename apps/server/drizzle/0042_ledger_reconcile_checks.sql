CREATE TABLE "ledger_reconcile_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_reconcile_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"checked_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"violations" integer NOT NULL,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_reconcile_checks_checked_at_idx" ON "ledger_reconcile_checks" USING btree ("checked_at");