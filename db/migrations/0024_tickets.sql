CREATE TABLE `ticket_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`ticket_id` text NOT NULL,
	`author_id` text,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`visibility` text DEFAULT 'internal' NOT NULL,
	`from_customer` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `ticket_comments_ticket_idx` ON `ticket_comments` (`ticket_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `tickets` ADD `sequence` integer;--> statement-breakpoint
ALTER TABLE `tickets` ADD `product_id` text REFERENCES products(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `tickets` ADD `division_id` text REFERENCES org_nodes(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `tickets` ADD `priority` text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE `tickets` ADD `source` text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE `tickets` ADD `created_by_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `tickets` ADD `assignee_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `tickets` ADD `assignee_name` text;--> statement-breakpoint
ALTER TABLE `tickets` ADD `sla_due_at` text;--> statement-breakpoint
ALTER TABLE `tickets` ADD `sla_paused_at` text;--> statement-breakpoint
ALTER TABLE `tickets` ADD `hold_reason` text;--> statement-breakpoint
ALTER TABLE `tickets` ADD `resolution` text;--> statement-breakpoint
ALTER TABLE `tickets` ADD `reopen_reason` text;--> statement-breakpoint
ALTER TABLE `tickets` ADD `solved_at` text;--> statement-breakpoint
ALTER TABLE `tickets` ADD `closed_at` text;--> statement-breakpoint
CREATE INDEX `tickets_created_idx` ON `tickets` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tickets_status_created_idx` ON `tickets` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `tickets_product_created_idx` ON `tickets` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `tickets_division_created_idx` ON `tickets` (`division_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `tickets_assignee_idx` ON `tickets` (`assignee_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `tickets_priority_idx` ON `tickets` (`priority`,`created_at`);--> statement-breakpoint
CREATE INDEX `tickets_sla_due_idx` ON `tickets` (`sla_due_at`);--> statement-breakpoint
CREATE INDEX `tickets_billing_idx` ON `tickets` (`billing_id`);