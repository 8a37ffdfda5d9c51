ALTER TABLE "lotto_bill_lines" ADD COLUMN "discount_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lotto_bills" ADD COLUMN "discount_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lotto_rates" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lotto_rates" ADD COLUMN "reduced_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lotto_rates" ADD CONSTRAINT "lotto_rates_discount" CHECK ("lotto_rates"."discount_percent" between 0 and 90 and "lotto_rates"."reduced_discount_percent" between 0 and 90);