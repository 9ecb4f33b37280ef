CREATE TABLE `integration_calls` (
	`system` text NOT NULL,
	`operation` text NOT NULL,
	`outcome` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`last_at` text NOT NULL,
	PRIMARY KEY(`system`, `operation`, `outcome`)
);
