CREATE TABLE "wheel_commitments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_commitments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"nonce" integer DEFAULT 0 NOT NULL,
	"wheels" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "wheel_commitments_nonce_not_negative" CHECK ("wheel_commitments"."nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD COLUMN "commitment_id" integer;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD COLUMN "nonce" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_commitments_current_unique" ON "wheel_commitments" USING btree ("member_id") WHERE "wheel_commitments"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "wheel_commitments_member_idx" ON "wheel_commitments" USING btree ("member_id","id");--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_commitment_id_wheel_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."wheel_commitments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_commitment_nonce_unique" UNIQUE("commitment_id","nonce");