CREATE TABLE `report_exports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`report` text NOT NULL,
	`filters` text DEFAULT '{}' NOT NULL,
	`format` text DEFAULT 'xlsx' NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`rows_done` integer DEFAULT 0 NOT NULL,
	`rows_total` integer DEFAULT 0 NOT NULL,
	`attachment_id` text,
	`error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`started_at` text,
	`finished_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`attachment_id`) REFERENCES `attachments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `report_exports_user_idx` ON `report_exports` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `report_exports_status_idx` ON `report_exports` (`status`);