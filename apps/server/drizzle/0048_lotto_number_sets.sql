CREATE TABLE "lotto_number_set_imports" (
	"set_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_number_set_imports_set_id_member_id_pk" PRIMARY KEY("set_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "lotto_number_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotto_number_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"share_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_number_sets_member_name" UNIQUE("member_id","name"),
	CONSTRAINT "lotto_number_sets_share_code" UNIQUE("share_code")
);
--> statement-breakpoint
CREATE INDEX "lotto_number_sets_member_updated" ON "lotto_number_sets" USING btree ("member_id","updated_at");