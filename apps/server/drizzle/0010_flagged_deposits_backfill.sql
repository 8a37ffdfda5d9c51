-- Intents opened before the matching window existed get the default one: two minutes of grace
-- (DEPOSIT_MATCH_GRACE_MINUTES) before their creation and after their expiry (docs/PAYMENTS.md).
UPDATE "deposit_intents"
SET "accepts_from" = "created_at" - interval '2 minutes',
    "accepts_until" = "expires_at" + interval '2 minutes'
WHERE "accepts_from" IS NULL OR "accepts_until" IS NULL;
--> statement-breakpoint
-- An intent credited from a bank statement keeps its line's hash, so importing the line again changes nothing.
UPDATE "deposit_intents"
SET "statement_key" = substr("confirmed_by", length('statement:') + 1)
WHERE "confirmed_by" LIKE 'statement:%' AND "statement_key" IS NULL;
--> statement-breakpoint
-- Deposits marked flagged_late were credited at once under the earlier rule. They join the flagged
-- queue already decided ('credited' to the intent's member) so an operator can review them with
-- `deposit:flagged --all`; their money went straight to the wallet, so the ledger has nothing to move.
INSERT INTO "flagged_deposits" (
  "agent_id", "intent_id", "member_id", "source", "source_key", "reference", "amount_satang",
  "received_into", "paid_at", "reason", "detail", "status", "credited_member_id", "decided_by",
  "decided_at", "decision_note", "created_at"
)
SELECT
  i."agent_id",
  i."id",
  i."member_id",
  (CASE
    WHEN i."confirmed_by" LIKE 'gateway:%' THEN 'gateway'
    WHEN i."confirmed_by" LIKE 'statement:%' THEN 'statement'
    ELSE 'operator'
  END)::"deposit_source",
  'legacy:deposit_intent:' || i."id",
  i."reference",
  coalesce(i."credited_satang", i."pay_amount_satang"),
  CASE WHEN i."confirmed_by" LIKE 'gateway:%' THEN 'gateway_cash' ELSE 'bank_float' END,
  coalesce(i."paid_at", i."created_at"),
  (CASE
    WHEN i."credited_satang" IS NOT NULL AND i."credited_satang" <> i."pay_amount_satang" THEN 'amount_mismatch'
    WHEN i."paid_at" > i."expires_at" THEN 'intent_expired'
    ELSE 'intent_cancelled'
  END)::"flagged_deposit_reason",
  'flagged_late before the queue existed: received ' || coalesce(i."credited_satang", i."pay_amount_satang")
    || ' satang for ' || i."pay_amount_satang" || ' satang asked; credited at once under the earlier rule',
  'credited',
  i."member_id",
  'migration',
  coalesce(i."paid_at", i."created_at"),
  'credited automatically before the flagged-deposit queue existed',
  now()
FROM "deposit_intents" i
WHERE i."flagged_late" AND i."status" = 'paid'
ON CONFLICT ("source_key") DO NOTHING;
