CREATE TABLE "lotto_cap_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotto_cap_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"round_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"threshold_percent" smallint NOT NULL,
	"cap_satang" bigint NOT NULL,
	"staked_satang" bigint NOT NULL,
	"bill_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_cap_alerts_threshold" UNIQUE("round_id","bet_type","number","threshold_percent"),
	CONSTRAINT "lotto_cap_alerts_percent" CHECK ("lotto_cap_alerts"."threshold_percent" in (80, 90, 100))
);
--> statement-breakpoint
ALTER TABLE "lotto_cap_alerts" ADD CONSTRAINT "lotto_cap_alerts_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;