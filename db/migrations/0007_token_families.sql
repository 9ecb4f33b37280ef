CREATE TABLE `token_families` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`audience` text NOT NULL,
	`revoked_at` text,
	`revoked_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `token_families_user_idx` ON `token_families` (`user_id`);--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `family_id` text REFERENCES token_families(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_idx` ON `refresh_tokens` (`family_id`);