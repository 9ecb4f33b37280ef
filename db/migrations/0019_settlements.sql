CREATE TABLE `channel_fees` (
	`channel` text PRIMARY KEY NOT NULL,
	`channel_fee` integer NOT NULL,
	`mps_fee` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settlement_differences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`settlement_id` text NOT NULL,
	`kind` text NOT NULL,
	`transaction_id` text,
	`payment_id` text,
	`amount` integer NOT NULL,
	`detail` text NOT NULL,
	`resolved_by_id` text,
	`resolved_by` text,
	`resolved_at` text,
	`resolved_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`settlement_id`) REFERENCES `settlements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `settlement_differences_settlement_idx` ON `settlement_differences` (`settlement_id`,`resolved_at`);--> statement-breakpoint
CREATE TABLE `settlement_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`settlement_id` text NOT NULL,
	`line_no` integer NOT NULL,
	`transaction_id` text NOT NULL,
	`order_id` text DEFAULT '' NOT NULL,
	`channel` text NOT NULL,
	`gross` integer NOT NULL,
	`channel_fee` integer NOT NULL,
	`mps_fee` integer NOT NULL,
	`net` integer NOT NULL,
	`payment_id` text,
	`product_id` text,
	FOREIGN KEY (`settlement_id`) REFERENCES `settlements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "settlement_lines_net_ck" CHECK("settlement_lines"."net" = "settlement_lines"."gross" - "settlement_lines"."channel_fee" - "settlement_lines"."mps_fee")
);
--> statement-breakpoint
CREATE INDEX `settlement_lines_settlement_idx` ON `settlement_lines` (`settlement_id`,`line_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `settlement_lines_transaction_uq` ON `settlement_lines` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `settlement_lines_payment_idx` ON `settlement_lines` (`payment_id`);--> statement-breakpoint
CREATE INDEX `settlement_lines_product_idx` ON `settlement_lines` (`product_id`,`settlement_id`);--> statement-breakpoint
CREATE TABLE `settlements` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`gateway` text NOT NULL,
	`report_date` text NOT NULL,
	`nominal_trx` integer NOT NULL,
	`channel_fee` integer NOT NULL,
	`mps_fee` integer NOT NULL,
	`net` integer NOT NULL,
	`line_count` integer NOT NULL,
	`channel_name` text NOT NULL,
	`state` text DEFAULT 'imported' NOT NULL,
	`status_settlement` text DEFAULT 'not yet' NOT NULL,
	`open_differences` integer DEFAULT 0 NOT NULL,
	`bank_payment_id` text,
	`matched_by` text,
	`matched_reference_id` text,
	`matched_at` text,
	`settled_at` text,
	`attachments` text DEFAULT '[]' NOT NULL,
	`imported_by_id` text NOT NULL,
	`imported_by_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`bank_payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `settlements_reference_uq` ON `settlements` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `settlements_bank_payment_uq` ON `settlements` (`bank_payment_id`) WHERE bank_payment_id is not null;--> statement-breakpoint
CREATE INDEX `settlements_date_idx` ON `settlements` (`report_date`,`created_at`);--> statement-breakpoint
CREATE INDEX `settlements_state_date_idx` ON `settlements` (`state`,`report_date`,`created_at`);--> statement-breakpoint
CREATE INDEX `settlements_status_date_idx` ON `settlements` (`status_settlement`,`report_date`,`created_at`);