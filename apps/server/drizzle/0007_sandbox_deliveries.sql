CREATE TABLE "sandbox_gateway_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_gateway_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
/* 
    Unfortunately in current drizzle-kit version we can't automatically get name for primary key.
    We are working on making it available!

    Meanwhile you can:
        1. Check pk name in your database, by running
            SELECT constraint_name FROM information_schema.table_constraints
            WHERE table_schema = 'public'
                AND table_name = 'gateway_events'
                AND constraint_type = 'PRIMARY KEY';
        2. Uncomment code below and paste pk name manually
        
    Hope to release this update as soon as possible
*/

-- ALTER TABLE "gateway_events" DROP CONSTRAINT "<constraint_name>";--> statement-breakpoint
ALTER TABLE "gateway_events" ADD CONSTRAINT "gateway_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id");--> statement-breakpoint
ALTER TABLE "sandbox_gateway_deliveries" ADD CONSTRAINT "sandbox_gateway_deliveries_event_id_sandbox_gateway_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sandbox_gateway_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_gateway_deliveries_due_idx" ON "sandbox_gateway_deliveries" USING btree ("next_attempt_at") WHERE "sandbox_gateway_deliveries"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_gateway_deliveries_event_idx" ON "sandbox_gateway_deliveries" USING btree ("event_id");