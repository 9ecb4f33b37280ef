CREATE TABLE `balance_movements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`source_type` text NOT NULL,
	`source_id` text NOT NULL,
	`at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "balance_movements_amount_ck" CHECK("balance_movements"."amount" <> 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `balance_movements_once_uq` ON `balance_movements` (`kind`,`source_id`,`product_id`);--> statement-breakpoint
CREATE INDEX `balance_movements_product_idx` ON `balance_movements` (`product_id`,`at`);--> statement-breakpoint
CREATE TABLE `cash_out_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`product_id` text NOT NULL,
	`amount` integer NOT NULL,
	`bank_name` text NOT NULL,
	`account_number` text NOT NULL,
	`account_holder` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`state` text DEFAULT 'requested' NOT NULL,
	`maker_id` text NOT NULL,
	`maker_name` text NOT NULL,
	`checker_id` text,
	`checker_name` text,
	`decided_at` text,
	`reject_reason` text,
	`transfer_via` text,
	`transfer_reference` text,
	`transfer_proof_id` text,
	`transferred_at` text,
	`completed_by_id` text,
	`completed_by_name` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "cash_out_requests_amount_ck" CHECK("cash_out_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cash_out_requests_number_uq` ON `cash_out_requests` (`number`);--> statement-breakpoint
CREATE INDEX `cash_out_requests_created_idx` ON `cash_out_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `cash_out_requests_state_idx` ON `cash_out_requests` (`state`,`created_at`);--> statement-breakpoint
CREATE INDEX `cash_out_requests_product_idx` ON `cash_out_requests` (`product_id`,`created_at`);