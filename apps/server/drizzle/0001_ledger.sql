CREATE TYPE "public"."ledger_account_kind" AS ENUM('member_wallet', 'member_points', 'system');--> statement-breakpoint
CREATE TYPE "public"."ledger_asset" AS ENUM('THB', 'POINT');--> statement-breakpoint
CREATE TYPE "public"."ledger_hold_status" AS ENUM('pending', 'posted', 'voided');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"owner_member_id" integer,
	"wallet_type_id" smallint,
	"asset" "ledger_asset" NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_balance_allowed" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("ledger_accounts"."kind" = 'system') = ("ledger_accounts"."owner_member_id" is null)
        and ("ledger_accounts"."kind" = 'member_wallet') = ("ledger_accounts"."wallet_type_id" is not null)),
	CONSTRAINT "ledger_accounts_members_never_negative" CHECK ("ledger_accounts"."kind" = 'system' or not "ledger_accounts"."allow_negative"),
	CONSTRAINT "ledger_accounts_wallet_type_known" CHECK ("ledger_accounts"."wallet_type_id" between 1 and 4),
	CONSTRAINT "ledger_accounts_member_asset" CHECK (("ledger_accounts"."kind" <> 'member_wallet' or "ledger_accounts"."asset" = 'THB') and ("ledger_accounts"."kind" <> 'member_points' or "ledger_accounts"."asset" = 'POINT'))
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"account_id" bigint NOT NULL,
	"pending_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" "ledger_hold_status" DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"place_transfer_id" bigint NOT NULL,
	"resolution_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_holds_amount_positive" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_resolved_once" CHECK (("ledger_holds"."status" = 'pending') = ("ledger_holds"."resolved_at" is null and "ledger_holds"."resolution_transfer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"memo" text,
	"created_by" text NOT NULL,
	"debit_balance_after" bigint NOT NULL,
	"credit_balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_pending_account_id_ledger_accounts_id_fk" FOREIGN KEY ("pending_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_place_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("place_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_resolution_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("resolution_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_member_id");--> statement-breakpoint
CREATE INDEX "ledger_holds_ref_idx" ON "ledger_holds" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_ref_idx" ON "ledger_transfers" USING btree ("ref_type","ref_id");--> statement-breakpoint
-- Transfers are the ledger's history: a correction is a new transfer, never an edit
-- (docs/rules/ledger.md#accounts-and-transfers).
CREATE FUNCTION "ledger_transfers_are_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger_transfers rows are immutable (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_transfers"
	FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_are_immutable"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_no_truncate" BEFORE TRUNCATE ON "ledger_transfers"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_transfers_are_immutable"();
