CREATE TABLE `gateway_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`transaction_id` text NOT NULL,
	`order_id` text NOT NULL,
	`transaction_status` text NOT NULL,
	`status_code` text NOT NULL,
	`gross_amount` text NOT NULL,
	`body` text NOT NULL,
	`outcome` text NOT NULL,
	`deliveries` integer DEFAULT 1 NOT NULL,
	`first_at` text NOT NULL,
	`last_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gateway_notifications_uq` ON `gateway_notifications` (`transaction_id`,`transaction_status`);--> statement-breakpoint
CREATE INDEX `gateway_notifications_order_idx` ON `gateway_notifications` (`order_id`);--> statement-breakpoint
CREATE TABLE `gateway_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`billing_id` text NOT NULL,
	`product_id` text NOT NULL,
	`mode` text NOT NULL,
	`product_type` text NOT NULL,
	`channel` text NOT NULL,
	`bank` text DEFAULT '' NOT NULL,
	`sequence` integer NOT NULL,
	`amount` integer NOT NULL,
	`fee` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`va_number` text,
	`payment_url` text,
	`gateway_transaction_id` text,
	`expires_at` text,
	`description` text DEFAULT '' NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`billing_id`) REFERENCES `billings`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gateway_orders_billing_seq_uq` ON `gateway_orders` (`billing_id`,`sequence`);--> statement-breakpoint
CREATE INDEX `gateway_orders_status_idx` ON `gateway_orders` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `gateway_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`billing_id` text NOT NULL,
	`status` text NOT NULL,
	`gross_amount` integer NOT NULL,
	`payment_type` text DEFAULT '' NOT NULL,
	`settled_at` text,
	`reversed_at` text,
	`payment_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `gateway_orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`billing_id`) REFERENCES `billings`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `gateway_transactions_billing_idx` ON `gateway_transactions` (`billing_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `gateway_transactions_order_idx` ON `gateway_transactions` (`order_id`);--> statement-breakpoint
ALTER TABLE `billings` ADD `paid_amount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `billings` ADD `va` text;--> statement-breakpoint
CREATE INDEX `billings_open_amount_due_idx` ON `billings` ((case when include_pph then final_price_with_pph else final_price end)) WHERE status = 'issued' and status_paid = 'unpaid';--> statement-breakpoint
ALTER TABLE `invoices` ADD `status_paid` text DEFAULT 'unpaid' NOT NULL;