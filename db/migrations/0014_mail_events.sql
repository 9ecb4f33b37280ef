CREATE TABLE `invoice_delivery_recipients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`delivery_id` integer NOT NULL,
	`invoice_id` text NOT NULL,
	`outbox_id` integer,
	`address` text NOT NULL,
	`provider_id` text,
	`state` text NOT NULL,
	`reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`delivery_id`) REFERENCES `invoice_deliveries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_delivery_recipients_delivery_idx` ON `invoice_delivery_recipients` (`delivery_id`);--> statement-breakpoint
CREATE INDEX `invoice_delivery_recipients_provider_idx` ON `invoice_delivery_recipients` (`provider_id`);--> statement-breakpoint
CREATE INDEX `invoice_delivery_recipients_outbox_idx` ON `invoice_delivery_recipients` (`outbox_id`);--> statement-breakpoint
CREATE TABLE `mail_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`email_id` text,
	`occurred_at` text,
	`applied` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_events_email_idx` ON `mail_events` (`email_id`);