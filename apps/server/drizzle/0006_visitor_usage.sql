CREATE TABLE "visitor_usage" (
	"ip_hash" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visitor_usage_ip_hash_day_pk" PRIMARY KEY("ip_hash","day")
);
