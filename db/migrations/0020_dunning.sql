CREATE TABLE `dunning_pauses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` text NOT NULL,
	`kind` text NOT NULL,
	`reason` text NOT NULL,
	`paused_by` text NOT NULL,
	`paused_by_name` text NOT NULL,
	`paused_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`resumed_by` text,
	`resumed_by_name` text,
	`resumed_at` text,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dunning_pauses_open_uq` ON `dunning_pauses` (`invoice_id`) WHERE resumed_at is null;--> statement-breakpoint
CREATE INDEX `dunning_pauses_invoice_idx` ON `dunning_pauses` (`invoice_id`,`id`);--> statement-breakpoint
CREATE TABLE `dunning_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` text NOT NULL,
	`step` text NOT NULL,
	`kind` text NOT NULL,
	`offset_days` integer NOT NULL,
	`due_date` text NOT NULL,
	`day` text NOT NULL,
	`outbox_id` integer,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dunning_reminders_invoice_step_uq` ON `dunning_reminders` (`invoice_id`,`step`);--> statement-breakpoint
CREATE INDEX `dunning_reminders_outbox_idx` ON `dunning_reminders` (`outbox_id`);--> statement-breakpoint
CREATE TABLE `dunning_schedules` (
	`product_id` text PRIMARY KEY NOT NULL,
	`steps` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`escalation` integer DEFAULT true NOT NULL,
	`updated_by` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
