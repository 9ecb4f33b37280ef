CREATE TABLE `customer_credits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` text,
	`customer_name` text NOT NULL,
	`payment_id` text NOT NULL,
	`billing_id` text NOT NULL,
	`allocation_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`reversed_at` text,
	`note` text,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`billing_id`) REFERENCES `billings`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`allocation_id`) REFERENCES `payment_allocations`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `customer_credits_customer_idx` ON `customer_credits` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `customer_credits_payment_idx` ON `customer_credits` (`payment_id`);--> statement-breakpoint
CREATE TABLE `payment_allocations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` text NOT NULL,
	`billing_id` text NOT NULL,
	`amount` integer NOT NULL,
	`surplus` integer DEFAULT 0 NOT NULL,
	`auto` integer DEFAULT false NOT NULL,
	`created_by_id` text NOT NULL,
	`created_by_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`reversed_at` text,
	`reversed_by_id` text,
	`reversed_by_name` text,
	`reversed_reason` text,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`billing_id`) REFERENCES `billings`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `payment_allocations_payment_idx` ON `payment_allocations` (`payment_id`);--> statement-breakpoint
CREATE INDEX `payment_allocations_billing_idx` ON `payment_allocations` (`billing_id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`account` text NOT NULL,
	`bank` text DEFAULT '' NOT NULL,
	`transaction_date` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`reference_no` text DEFAULT '' NOT NULL,
	`debit` integer DEFAULT 0 NOT NULL,
	`credit` integer NOT NULL,
	`balance` integer,
	`branch_code` text,
	`trxid` text,
	`amount` integer NOT NULL,
	`occurrence` integer DEFAULT 1 NOT NULL,
	`gateway_transaction_id` text,
	`channel` text,
	`settlement_type` text DEFAULT 'internal transfer' NOT NULL,
	`status_payment` text DEFAULT 'unsettled' NOT NULL,
	`status_match` text DEFAULT 'unmatched' NOT NULL,
	`match_note` text,
	`state` text DEFAULT 'unmatched' NOT NULL,
	`allocated_amount` integer DEFAULT 0 NOT NULL,
	`product_id` text,
	`division_id` text,
	`import_id` integer,
	`created_by_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`division_id`) REFERENCES `org_nodes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`import_id`) REFERENCES `statement_imports`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_statement_dedupe_uq` ON `payments` (`account`,`reference_no`,`transaction_date`,`amount`,`occurrence`) WHERE source = 'statement';--> statement-breakpoint
CREATE UNIQUE INDEX `payments_gateway_trx_uq` ON `payments` (`gateway_transaction_id`) WHERE gateway_transaction_id is not null;--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`);--> statement-breakpoint
CREATE INDEX `payments_match_created_idx` ON `payments` (`status_match`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_status_created_idx` ON `payments` (`status_payment`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_date_idx` ON `payments` (`transaction_date`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_amount_idx` ON `payments` (`amount`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_account_idx` ON `payments` (`account`,`transaction_date`);--> statement-breakpoint
CREATE INDEX `payments_product_idx` ON `payments` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_division_idx` ON `payments` (`division_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_import_idx` ON `payments` (`import_id`);--> statement-breakpoint
CREATE TABLE `statement_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_name` text NOT NULL,
	`sha256` text NOT NULL,
	`account` text NOT NULL,
	`layout` text NOT NULL,
	`lines` integer NOT NULL,
	`credits` integer NOT NULL,
	`added` integer NOT NULL,
	`duplicates` integer NOT NULL,
	`matched` integer NOT NULL,
	`unmatched` integer NOT NULL,
	`imported_by_id` text NOT NULL,
	`imported_by_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `statement_imports_created_idx` ON `statement_imports` (`created_at`);--> statement-breakpoint
CREATE INDEX `statement_imports_sha_idx` ON `statement_imports` (`sha256`);