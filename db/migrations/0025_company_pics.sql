CREATE TABLE `company_pics` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`user_id` text,
	`fullname` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`status` text DEFAULT 'waiting' NOT NULL,
	`approved_by` text,
	`approved_user_id` text,
	`approved_at` text,
	`rejected_reason` text,
	`rejected_by` text,
	`rejected_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`approved_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `company_pics_company_idx` ON `company_pics` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `company_pics_user_idx` ON `company_pics` (`user_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `company_pics_company_email_idx` ON `company_pics` (`company_id`,`email`);--> statement-breakpoint
ALTER TABLE `companies` ADD `is_experienced` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `experience` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `registered_at` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `rejected_by` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `rejected_user_id` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `rejected_at` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `rejected_reason` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `approved_by` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `approved_user_id` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `approved_at` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `created_user_id` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `updated_user_id` text;--> statement-breakpoint
CREATE INDEX `companies_category_idx` ON `companies` (`category`,`name`);--> statement-breakpoint
CREATE INDEX `companies_status_name_idx` ON `companies` (`status`,`name`);--> statement-breakpoint
-- Issue 23, data: the mock era's JSON pic list becomes company_pics rows (approved ones stay approved, by whoever approved the company).
INSERT OR IGNORE INTO `company_pics` (`id`, `company_id`, `user_id`, `fullname`, `email`, `status`, `approved_by`, `approved_user_id`, `approved_at`, `created_at`, `updated_at`)
SELECT 'pic-' || c.`id` || '-' || (p.`key` + 1), c.`id`, (SELECT u.`id` FROM `users` u WHERE u.`id` = json_extract(p.`value`, '$.userId')), json_extract(p.`value`, '$.fullname'), lower(json_extract(p.`value`, '$.email')),
  CASE WHEN json_extract(p.`value`, '$.approved') THEN 'approved' ELSE 'waiting' END,
  CASE WHEN json_extract(p.`value`, '$.approved') THEN coalesce(json_extract(c.`details`, '$.approved.by'), 'Migration') END,
  CASE WHEN json_extract(p.`value`, '$.approved') THEN (SELECT u.`id` FROM `users` u WHERE u.`id` = json_extract(c.`details`, '$.approved.userId')) END,
  CASE WHEN json_extract(p.`value`, '$.approved') THEN coalesce(json_extract(c.`details`, '$.approved.at'), c.`updated_at`) END,
  c.`created_at`, c.`updated_at`
FROM `companies` c, json_each(c.`pic`) p;--> statement-breakpoint
-- The mock statuses become the company machine's states; the approval and audit records leave the details JSON for columns.
UPDATE `companies` SET
  `status` = CASE `status` WHEN 'active' THEN 'approved' WHEN 'waiting' THEN 'registered' WHEN 'inactive' THEN 'rejected' ELSE `status` END,
  `is_experienced` = coalesce(json_extract(`details`, '$.isExperienced'), 0),
  `registered_at` = coalesce(json_extract(`details`, '$.registered.at'), `created_at`),
  `approved_by` = json_extract(`details`, '$.approved.by'), `approved_user_id` = json_extract(`details`, '$.approved.userId'), `approved_at` = json_extract(`details`, '$.approved.at'),
  `created_by` = json_extract(`details`, '$.created.by'), `created_user_id` = json_extract(`details`, '$.created.userId'),
  `updated_by` = json_extract(`details`, '$.updated.by'), `updated_user_id` = json_extract(`details`, '$.updated.userId');--> statement-breakpoint
UPDATE `companies` SET `rejected_by` = 'Migration', `rejected_at` = `updated_at`, `rejected_reason` = 'Marked inactive before company approval existed.', `approved_by` = NULL, `approved_user_id` = NULL, `approved_at` = NULL WHERE `status` = 'rejected';--> statement-breakpoint
UPDATE `companies` SET `pic` = '[]', `details` = json_remove(`details`, '$.isExperienced', '$.registered', '$.rejected', '$.approved', '$.created', '$.updated');--> statement-breakpoint
-- Each existing company gets its company machine snapshot (machine "company" v1; context { companyId }), as the seed's go through the workflow service.
INSERT OR IGNORE INTO `workflow_snapshots` (`kind`, `entity_id`, `machine_id`, `machine_version`, `state`, `value`, `context`, `version`, `state_since`, `updated_at`)
SELECT 'company', `id`, 'company', 1, `status`, json_quote(`status`), json_object('companyId', `id`), 1, `updated_at`, `updated_at` FROM `companies`;
