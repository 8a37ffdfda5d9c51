CREATE TABLE "free_credit_requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_credit_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"credited_satang" bigint NOT NULL,
	"required_turnover_satang" bigint NOT NULL,
	"start_day" date NOT NULL,
	"turnover_base_satang" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_credit_requirements_member_id_unique" UNIQUE("member_id"),
	CONSTRAINT "free_credit_requirements_amounts" CHECK ("free_credit_requirements"."credited_satang" > 0 and "free_credit_requirements"."required_turnover_satang" >= 0 and "free_credit_requirements"."turnover_base_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "free_credit_requirements" ADD CONSTRAINT "free_credit_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;