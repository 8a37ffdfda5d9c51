CREATE TABLE "member_notification_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"marketing" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "line_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inbox_item_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"retry_key" uuid NOT NULL,
	"status" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"last_status" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "line_deliveries_once" UNIQUE("inbox_item_id"),
	CONSTRAINT "line_deliveries_status" CHECK ("line_deliveries"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"audience" jsonb NOT NULL,
	"operator_id" integer NOT NULL,
	"recipients" integer NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"last_member_id" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "broadcasts_status" CHECK ("broadcasts"."status" in ('sending', 'done'))
);
--> statement-breakpoint
ALTER TABLE "line_deliveries" ADD CONSTRAINT "line_deliveries_inbox_item_id_inbox_items_id_fk" FOREIGN KEY ("inbox_item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_deliveries_due_idx" ON "line_deliveries" USING btree ("next_at") WHERE "line_deliveries"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "line_deliveries_done_idx" ON "line_deliveries" USING btree ("done_at");--> statement-breakpoint
CREATE INDEX "broadcasts_sending_idx" ON "broadcasts" USING btree ("id") WHERE "broadcasts"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "broadcasts_operator_idx" ON "broadcasts" USING btree ("operator_id","created_at");