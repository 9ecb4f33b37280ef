CREATE TABLE `customer_credit_movements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` text NOT NULL,
	`customer_name` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`payment_id` text,
	`allocation_id` integer,
	`billing_id` text,
	`bank_name` text,
	`bank_account` text,
	`account_holder` text,
	`transfer_reference` text,
	`transfer_date` text,
	`reason` text,
	`created_by_id` text NOT NULL,
	`created_by_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`reversed_at` text,
	`reversed_by_name` text,
	`reversed_reason` text,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`allocation_id`) REFERENCES `payment_allocations`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`billing_id`) REFERENCES `billings`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "customer_credit_movements_amount_ck" CHECK("customer_credit_movements"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `customer_credit_movements_customer_idx` ON `customer_credit_movements` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `customer_credit_movements_payment_idx` ON `customer_credit_movements` (`payment_id`);