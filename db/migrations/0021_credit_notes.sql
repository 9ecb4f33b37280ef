CREATE TABLE `credit_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`credit_note_number` text,
	`sequence` integer,
	`invoice_id` text NOT NULL,
	`billing_id` text NOT NULL,
	`product_id` text NOT NULL,
	`division_id` text,
	`customer_id` text,
	`customer_name` text NOT NULL,
	`invoice_number` text NOT NULL,
	`amount` integer NOT NULL,
	`dpp` integer NOT NULL,
	`ppn` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`needs_second_approval` integer DEFAULT false NOT NULL,
	`requested_by_id` text NOT NULL,
	`requested_by_name` text NOT NULL,
	`requested_at` text NOT NULL,
	`second_approver_id` text,
	`second_approver_name` text,
	`second_approved_at` text,
	`rejected_by_id` text,
	`rejected_by_name` text,
	`rejected_at` text,
	`reject_reason` text,
	`issued_at` text,
	`pdf_path` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`billing_id`) REFERENCES `billings`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`division_id`) REFERENCES `org_nodes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_number_uq` ON `credit_notes` (`credit_note_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_invoice_live_uq` ON `credit_notes` (`invoice_id`) WHERE "credit_notes"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX `credit_notes_created_idx` ON `credit_notes` (`created_at`);--> statement-breakpoint
CREATE INDEX `credit_notes_status_created_idx` ON `credit_notes` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `credit_notes_product_created_idx` ON `credit_notes` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `credit_notes_division_idx` ON `credit_notes` (`division_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `credit_notes_invoice_idx` ON `credit_notes` (`invoice_id`);