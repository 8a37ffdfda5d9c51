-- A transfer's time is the caller's, not the database's (docs/rules/ledger.md#kept-totals): the server passes
-- its injected clock's now as p_created_at, so the Bangkok day the kept totals file a transfer under is the
-- day the rules reading them (limits, game days, reports) compute from that same clock, whatever the
-- database's own clock says. Everything else is the function of 0003_ledger_transfer_function unchanged; a
-- replay still returns the stored row's created_at, not the replaying call's time.
-- The old function is dropped first and this one created under the new signature, not added beside it: an
-- overload without the time would still let a caller stamp a transfer with the database's now(). CREATE OR
-- REPLACE cannot be used, since it cannot change a function's arguments.
DROP FUNCTION "ledger_transfer"(text, bigint, text, bigint, text, bigint, text, text, text, text, text);
--> statement-breakpoint
-- The whole ledger transfer in one round trip, with plans PostgreSQL caches per connection (a single
-- CTE statement doing the same was planned on every call and ran at half the speed of plain statements).
-- A business refusal never raises: the function returns 'refused' with what it found and changes
-- nothing, so the caller's transaction stays usable. Called by apps/server/src/modules/ledger/transfer-sql.ts.
CREATE FUNCTION "ledger_transfer"(
	p_key text, p_debit_id bigint, p_debit_code text, p_credit_id bigint, p_credit_code text,
	p_amount bigint, p_reason text, p_ref_type text, p_ref_id text, p_memo text, p_created_by text,
	p_created_at timestamptz
) RETURNS TABLE (
	outcome text, transfer_id bigint, debit_id bigint, credit_id bigint, amount bigint, reason text,
	ref_type text, ref_id text, debit_after bigint, credit_after bigint, created_at timestamptz,
	requested_debit bigint, requested_credit bigint, debit_asset text, credit_asset text, debit_balance bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_debit bigint;
	v_credit bigint;
	v_debit_asset text;
	v_credit_asset text;
	v_debit_after bigint;
	v_credit_after bigint;
	v_done ledger_transfers%ROWTYPE;
BEGIN
	-- Accounts are named by id or by code; a name that matches nothing stays null.
	IF p_debit_id IS NOT NULL THEN
		SELECT a.id INTO v_debit FROM ledger_accounts a WHERE a.id = p_debit_id;
	ELSE
		SELECT a.id INTO v_debit FROM ledger_accounts a WHERE a.code = p_debit_code;
	END IF;
	IF p_credit_id IS NOT NULL THEN
		SELECT a.id INTO v_credit FROM ledger_accounts a WHERE a.id = p_credit_id;
	ELSE
		SELECT a.id INTO v_credit FROM ledger_accounts a WHERE a.code = p_credit_code;
	END IF;

	SELECT * INTO v_done FROM ledger_transfers t WHERE t.idempotency_key = p_key;
	IF v_done.id IS NULL AND v_debit IS NOT NULL AND v_credit IS NOT NULL AND v_debit <> v_credit THEN
		-- Lock both rows, lowest id first, so transfers between the same two accounts in opposite
		-- directions queue behind each other instead of deadlocking.
		PERFORM 1 FROM ledger_accounts a WHERE a.id IN (v_debit, v_credit) ORDER BY a.id FOR UPDATE;
		-- The first use of this key may have committed while we waited for those locks (read committed
		-- gives each statement a fresh snapshot): then this call is a replay, not a second movement.
		SELECT * INTO v_done FROM ledger_transfers t WHERE t.idempotency_key = p_key;
	END IF;
	IF v_done.id IS NOT NULL THEN
		RETURN QUERY SELECT 'existing', v_done.id, v_done.debit_account_id, v_done.credit_account_id,
			v_done.amount, v_done.reason, v_done.ref_type, v_done.ref_id, v_done.debit_balance_after,
			v_done.credit_balance_after, v_done.created_at, v_debit, v_credit, NULL::text, NULL::text, NULL::bigint;
		RETURN;
	END IF;

	SELECT a.asset::text INTO v_debit_asset FROM ledger_accounts a WHERE a.id = v_debit;
	SELECT a.asset::text INTO v_credit_asset FROM ledger_accounts a WHERE a.id = v_credit;
	IF v_debit <> v_credit AND v_debit_asset = v_credit_asset THEN
		-- The conditional update: the balance only drops if the account may go negative or still holds
		-- the amount, judged on its latest committed value under the row lock.
		UPDATE ledger_accounts a SET balance = a.balance - p_amount
			WHERE a.id = v_debit AND (a.allow_negative OR a.balance >= p_amount)
			RETURNING a.balance INTO v_debit_after;
		IF FOUND THEN
			UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = v_credit
				RETURNING a.balance INTO v_credit_after;
			INSERT INTO ledger_transfers AS t (idempotency_key, debit_account_id, credit_account_id, amount,
				reason, ref_type, ref_id, memo, created_by, debit_balance_after, credit_balance_after, created_at)
			VALUES (p_key, v_debit, v_credit, p_amount, p_reason, p_ref_type, p_ref_id, p_memo, p_created_by,
				v_debit_after, v_credit_after, p_created_at)
			RETURNING t.* INTO v_done;
			RETURN QUERY SELECT 'inserted', v_done.id, v_debit, v_credit, p_amount, p_reason, p_ref_type,
				p_ref_id, v_debit_after, v_credit_after, v_done.created_at, v_debit, v_credit,
				NULL::text, NULL::text, NULL::bigint;
			RETURN;
		END IF;
	END IF;

	RETURN QUERY SELECT 'refused', NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::text,
		NULL::text, NULL::text, NULL::bigint, NULL::bigint, NULL::timestamptz, v_debit, v_credit,
		v_debit_asset, v_credit_asset, (SELECT a.balance FROM ledger_accounts a WHERE a.id = v_debit);
END;
$$;
