CREATE TABLE `point_movements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`points` integer NOT NULL,
	`source_type` text NOT NULL,
	`source_id` text NOT NULL,
	`rupiah` integer,
	`note` text DEFAULT '' NOT NULL,
	`at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "point_movements_points_ck" CHECK("point_movements"."points" <> 0 or "point_movements"."kind" = 'earned')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `point_movements_once_uq` ON `point_movements` (`kind`,`source_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `point_movements_user_idx` ON `point_movements` (`user_id`,`at`);--> statement-breakpoint
CREATE TABLE `point_rules` (
	`scope` text PRIMARY KEY NOT NULL,
	`product_id` text,
	`point_type` text DEFAULT 'point_simple' NOT NULL,
	`rupiah_per_point` integer DEFAULT 100000 NOT NULL,
	`formula` text DEFAULT '' NOT NULL,
	`conversion_rupiah` integer DEFAULT 1000 NOT NULL,
	`partners_earn` integer DEFAULT false NOT NULL,
	`updated_by_id` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "point_rules_rate_ck" CHECK("point_rules"."rupiah_per_point" > 0 and "point_rules"."conversion_rupiah" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `point_rules_product_uq` ON `point_rules` (`product_id`);--> statement-breakpoint
CREATE TABLE `redemptions` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`item_id` text NOT NULL,
	`item_name` text NOT NULL,
	`user_id` text NOT NULL,
	`user_name` text NOT NULL,
	`points` integer NOT NULL,
	`state` text DEFAULT 'requested' NOT NULL,
	`decider_id` text,
	`decider_name` text,
	`decided_at` text,
	`reject_reason` text,
	`fulfilled_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `reward_items`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "redemptions_points_ck" CHECK("redemptions"."points" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `redemptions_number_uq` ON `redemptions` (`number`);--> statement-breakpoint
CREATE INDEX `redemptions_state_idx` ON `redemptions` (`state`,`created_at`);--> statement-breakpoint
CREATE INDEX `redemptions_user_idx` ON `redemptions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `redemptions_item_idx` ON `redemptions` (`item_id`);--> statement-breakpoint
CREATE INDEX `redemptions_created_idx` ON `redemptions` (`created_at`);--> statement-breakpoint
CREATE TABLE `reward_items` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`points_cost` integer NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_by_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reward_items_cost_ck" CHECK("reward_items"."points_cost" > 0),
	CONSTRAINT "reward_items_stock_ck" CHECK("reward_items"."stock" >= 0)
);
--> statement-breakpoint
CREATE INDEX `reward_items_active_name_idx` ON `reward_items` (`active`,`name`);