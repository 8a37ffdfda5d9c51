CREATE TABLE "yeekee_round_tallies" (
	"round_id" integer PRIMARY KEY NOT NULL,
	"shot_count" integer DEFAULT 0 NOT NULL,
	"shot_sum" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yeekee_shooters" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"last_shot_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yeekee_shots" (
	"round_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"member_id" integer NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yeekee_shots_round_id_seq_pk" PRIMARY KEY("round_id","seq"),
	CONSTRAINT "yeekee_shots_number" CHECK ("yeekee_shots"."number" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "yeekee_round_tallies" ADD CONSTRAINT "yeekee_round_tallies_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeekee_shots" ADD CONSTRAINT "yeekee_shots_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yeekee_shots_round_member" ON "yeekee_shots" USING btree ("round_id","member_id");