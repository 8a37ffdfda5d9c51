CREATE TABLE "backoffice_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backoffice_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "backoffice_approvals_kind" CHECK ("backoffice_approvals"."kind" in ('member.adjust', 'lotto.result')),
	CONSTRAINT "backoffice_approvals_status" CHECK ("backoffice_approvals"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "backoffice_approvals_decided" CHECK (("backoffice_approvals"."status" = 'pending') = ("backoffice_approvals"."decided_by" is null and "backoffice_approvals"."decided_at" is null)),
	CONSTRAINT "backoffice_approvals_four_eyes" CHECK ("backoffice_approvals"."decided_by" is null or "backoffice_approvals"."decided_by" <> "backoffice_approvals"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "backoffice_approvals" ADD CONSTRAINT "backoffice_approvals_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_approvals" ADD CONSTRAINT "backoffice_approvals_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backoffice_approvals_one_pending" ON "backoffice_approvals" USING btree ("kind","subject") WHERE "backoffice_approvals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "backoffice_approvals_status_requested" ON "backoffice_approvals" USING btree ("status","requested_at");