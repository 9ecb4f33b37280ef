CREATE TABLE `quotations` (
	`id` text PRIMARY KEY NOT NULL,
	`quotation_number` text NOT NULL,
	`sequence` integer NOT NULL,
	`product_id` text NOT NULL,
	`division_id` text,
	`customer_id` text,
	`company_id` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`quotation_date` text NOT NULL,
	`valid_until` text NOT NULL,
	`from_party` text NOT NULL,
	`to_party` text NOT NULL,
	`details` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`include_pph` integer DEFAULT false NOT NULL,
	`total_price` integer NOT NULL,
	`dpp` integer NOT NULL,
	`tax` integer NOT NULL,
	`tax_rate_label` text NOT NULL,
	`pph` integer NOT NULL,
	`administration_fee` integer NOT NULL,
	`final_price` integer NOT NULL,
	`final_price_with_pph` integer NOT NULL,
	`submitted_at` text,
	`approved_by` text,
	`approved_user_id` text,
	`approved_at` text,
	`approval_note` text,
	`approval_attachment_id` text,
	`rejected_by` text,
	`rejected_at` text,
	`rejected_reason` text,
	`po_id` text,
	`converted_at` text,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`division_id`) REFERENCES `org_nodes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`approved_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`approval_attachment_id`) REFERENCES `attachments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`po_id`) REFERENCES `purchase_orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotations_number_uq` ON `quotations` (`quotation_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `quotations_po_uq` ON `quotations` (`po_id`) WHERE po_id is not null;--> statement-breakpoint
CREATE INDEX `quotations_created_idx` ON `quotations` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `quotations_product_created_idx` ON `quotations` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `quotations_division_created_idx` ON `quotations` (`division_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `quotations_status_created_idx` ON `quotations` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `quotations_customer_idx` ON `quotations` (`customer_id`);--> statement-breakpoint
CREATE INDEX `quotations_company_idx` ON `quotations` (`company_id`);--> statement-breakpoint
CREATE INDEX `quotations_date_idx` ON `quotations` (`quotation_date`,`created_at`);--> statement-breakpoint
CREATE INDEX `quotations_valid_until_idx` ON `quotations` (`valid_until`);