CREATE TABLE `invoice_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` text NOT NULL,
	`outbox_id` integer,
	`reason` text NOT NULL,
	`attempt` integer NOT NULL,
	`outcome` text NOT NULL,
	`recipients` text NOT NULL,
	`rejected` text DEFAULT '[]' NOT NULL,
	`attachments` text DEFAULT '[]' NOT NULL,
	`language` text NOT NULL,
	`amount` integer,
	`error` text,
	`requested_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_deliveries_invoice_idx` ON `invoice_deliveries` (`invoice_id`,`id`);--> statement-breakpoint
CREATE INDEX `invoice_deliveries_outbox_idx` ON `invoice_deliveries` (`outbox_id`);