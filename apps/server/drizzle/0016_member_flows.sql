CREATE TABLE "ledger_member_daily_flows" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"stake_returns" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_member_daily_flows_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "ledger_member_flow_totals" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"stake_returns" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Kept totals (docs/rules/ledger.md#kept-totals): every transfer that is a deposit, a stake or a stake's
-- return adds to its member's row of the day (Bangkok date of the transfer) and to the member's lifetime
-- row, in the same transaction as the transfer. Both sides of a transfer are looked at, so a movement
-- between two wallets of one member nets to zero. A statement-level trigger sums each inserting
-- statement's rows first, so a batch of many transfers (a settlement, a back-fill) updates each member's
-- rows once instead of once per transfer. Only the reasons named here count; the server's list
-- (modules/ledger/flows.ts) is the same and a test keeps them together.
CREATE FUNCTION "ledger_member_flows_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH sides AS (
		SELECT a.owner_member_id AS member_id, (t.created_at AT TIME ZONE 'Asia/Bangkok')::date AS day, t.reason,
			CASE WHEN a.id = t.credit_account_id THEN t.amount ELSE -t.amount END AS signed
		FROM new_transfers t
		JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.kind = 'member_wallet'
		WHERE t.reason IN ('deposit', 'game_bet', 'lotto_bet', 'game_win', 'game_rollback', 'lotto_win',
			'lotto_cancel', 'round_void')
	), per_day AS (
		SELECT member_id, day,
			coalesce(sum(signed) FILTER (WHERE reason = 'deposit'), 0) AS deposits,
			coalesce(-sum(signed) FILTER (WHERE reason IN ('game_bet', 'lotto_bet')), 0) AS stakes,
			coalesce(sum(signed) FILTER (WHERE reason IN ('game_win', 'game_rollback', 'lotto_win', 'lotto_cancel',
				'round_void')), 0) AS stake_returns
		FROM sides GROUP BY member_id, day
	), daily AS (
		INSERT INTO ledger_member_daily_flows AS f (member_id, day, deposits, stakes, stake_returns)
		SELECT member_id, day, deposits, stakes, stake_returns FROM per_day
		ON CONFLICT (member_id, day) DO UPDATE SET deposits = f.deposits + excluded.deposits,
			stakes = f.stakes + excluded.stakes, stake_returns = f.stake_returns + excluded.stake_returns
	)
	INSERT INTO ledger_member_flow_totals AS f (member_id, deposits, stakes, stake_returns)
	SELECT member_id, sum(deposits), sum(stakes), sum(stake_returns) FROM per_day GROUP BY member_id
	ON CONFLICT (member_id) DO UPDATE SET deposits = f.deposits + excluded.deposits,
		stakes = f.stakes + excluded.stakes, stake_returns = f.stake_returns + excluded.stake_returns;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- History written before this migration, summed once.
INSERT INTO "ledger_member_daily_flows" (member_id, day, deposits, stakes, stake_returns)
SELECT a.owner_member_id, (t.created_at AT TIME ZONE 'Asia/Bangkok')::date,
	sum(CASE WHEN t.reason = 'deposit' THEN s.sign * t.amount ELSE 0 END),
	sum(CASE WHEN t.reason IN ('game_bet', 'lotto_bet') THEN -s.sign * t.amount ELSE 0 END),
	sum(CASE WHEN t.reason IN ('game_win', 'game_rollback', 'lotto_win', 'lotto_cancel', 'round_void')
		THEN s.sign * t.amount ELSE 0 END)
FROM ledger_transfers t
CROSS JOIN LATERAL (VALUES (t.credit_account_id, 1::bigint), (t.debit_account_id, -1::bigint)) AS s(account_id, sign)
JOIN ledger_accounts a ON a.id = s.account_id AND a.kind = 'member_wallet'
WHERE t.reason IN ('deposit', 'game_bet', 'lotto_bet', 'game_win', 'game_rollback', 'lotto_win', 'lotto_cancel',
	'round_void')
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "ledger_member_flow_totals" (member_id, deposits, stakes, stake_returns)
SELECT member_id, sum(deposits), sum(stakes), sum(stake_returns) FROM ledger_member_daily_flows GROUP BY 1;
--> statement-breakpoint
CREATE TRIGGER "ledger_member_flows" AFTER INSERT ON "ledger_transfers"
	REFERENCING NEW TABLE AS new_transfers
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_member_flows_apply"();
