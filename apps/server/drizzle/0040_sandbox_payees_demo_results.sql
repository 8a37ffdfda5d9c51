ALTER TABLE "agent_bank_accounts" ADD COLUMN "test_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_true_money_accounts" ADD COLUMN "test_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_promptpay_accounts" ADD COLUMN "test_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lotto_rounds" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Databases seeded before: the demo payees had real-looking numbers. They get the impossible test
-- numbers of the seed and the test mark (docs/rules/payments.md#test-accounts); an operator's own
-- accounts carry other numbers and are left alone.
UPDATE "agent_bank_accounts" SET "account_no" = '000-0-12345', "test_account" = true
WHERE "account_no" = '068-8-24715-3';
--> statement-breakpoint
UPDATE "agent_bank_accounts" SET "account_no" = '000-0-67890', "test_account" = true
WHERE "account_no" = '405-2-61893-7';
--> statement-breakpoint
UPDATE "agent_true_money_accounts" SET "phone" = '0001234567', "test_account" = true
WHERE "phone" = '0961548273';
--> statement-breakpoint
UPDATE "agent_promptpay_accounts" SET "proxy_id" = '0007654321', "test_account" = true
WHERE "proxy_id" = '0812345678' AND "account_name" = 'บจก. ยูจี เก้าเก้า เซอร์วิส (ตัวอย่าง)';
