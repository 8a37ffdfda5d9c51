CREATE TABLE "cashback_notices" (
	"kind" text NOT NULL,
	"period" date NOT NULL,
	"members" integer NOT NULL,
	"noticed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_notices_kind_period_pk" PRIMARY KEY("kind","period"),
	CONSTRAINT "cashback_notices_kind" CHECK ("cashback_notices"."kind" in ('loss', 'turnover'))
);
