CREATE TABLE `basts` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`po_id` text,
	`contract_id` text,
	`product_id` text,
	`company_id` text,
	`bast_date` text NOT NULL,
	`delivered` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`owner_user_id` text,
	`owner_name` text DEFAULT '' NOT NULL,
	`verified_by` text,
	`verified_at` text,
	`rejected_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`po_id`) REFERENCES `purchase_orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `basts_number_uq` ON `basts` (`number`);--> statement-breakpoint
CREATE INDEX `basts_status_created_idx` ON `basts` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `basts_created_idx` ON `basts` (`created_at`);--> statement-breakpoint
CREATE INDEX `basts_po_status_idx` ON `basts` (`po_id`,`status`);--> statement-breakpoint
CREATE INDEX `basts_contract_idx` ON `basts` (`contract_id`);--> statement-breakpoint
CREATE INDEX `basts_product_idx` ON `basts` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `basts_company_idx` ON `basts` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `contract_parties` (
	`contract_id` text NOT NULL,
	`company_id` text NOT NULL,
	PRIMARY KEY(`contract_id`, `company_id`),
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `contract_parties_company_idx` ON `contract_parties` (`company_id`,`contract_id`);--> statement-breakpoint
CREATE TABLE `contract_reminders` (
	`contract_id` text NOT NULL,
	`days_before` integer NOT NULL,
	`end_date` text NOT NULL,
	`sent_at` text NOT NULL,
	PRIMARY KEY(`contract_id`, `days_before`, `end_date`),
	FOREIGN KEY (`contract_id`) REFERENCES `contracts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `contracts` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`title` text NOT NULL,
	`kind` text NOT NULL,
	`value` integer DEFAULT 0 NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`partnership_id` text,
	`po_id` text,
	`product_id` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`owner_user_id` text,
	`owner_name` text DEFAULT '' NOT NULL,
	`submitted_at` text,
	`verified_by` text,
	`verified_at` text,
	`returned_reason` text,
	`activated_at` text,
	`expired_at` text,
	`terminated_reason` text,
	`terminated_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`partnership_id`) REFERENCES `partnerships`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`po_id`) REFERENCES `purchase_orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contracts_number_uq` ON `contracts` (`number`);--> statement-breakpoint
CREATE INDEX `contracts_kind_status_idx` ON `contracts` (`kind`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `contracts_kind_created_idx` ON `contracts` (`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `contracts_end_idx` ON `contracts` (`status`,`end_date`);--> statement-breakpoint
CREATE INDEX `contracts_partnership_idx` ON `contracts` (`partnership_id`);--> statement-breakpoint
CREATE INDEX `contracts_po_idx` ON `contracts` (`po_id`);--> statement-breakpoint
CREATE INDEX `contracts_product_idx` ON `contracts` (`product_id`,`created_at`);