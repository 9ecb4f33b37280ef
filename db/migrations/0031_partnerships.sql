CREATE TABLE `partnership_companies` (
	`partnership_id` text NOT NULL,
	`company_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`partnership_id`, `company_id`),
	FOREIGN KEY (`partnership_id`) REFERENCES `partnerships`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `partnership_companies_company_idx` ON `partnership_companies` (`company_id`,`partnership_id`);--> statement-breakpoint
CREATE TABLE `partnership_products` (
	`partnership_id` text NOT NULL,
	`product_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`partnership_id`, `product_id`),
	FOREIGN KEY (`partnership_id`) REFERENCES `partnerships`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `partnership_products_product_idx` ON `partnership_products` (`product_id`);--> statement-breakpoint
ALTER TABLE `partnerships` ADD `partnership_sub_phase` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `model_id` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `model_code` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `model_name` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `category` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `product_category` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `division_id` text REFERENCES org_nodes(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `companion_user_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `initiation_type` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `priority` text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `due_date` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `assign_note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `potential_partners` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `started` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `ended` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `new_ended` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `time_period_months` integer;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `approved_at` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `approved_by` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `stopped_at` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `stopped_by` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `stop_reason` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `closed_at` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `initiated_by` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `initiated_user_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `flow_id` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `flow_name` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `business_models` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `revenue_share_bp` integer;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `other_model_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `created_by` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `created_user_id` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `partnerships` ADD `updated_user_id` text;--> statement-breakpoint
CREATE INDEX `partnerships_status_idx` ON `partnerships` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `partnerships_phase_idx` ON `partnerships` (`partnership_phase`,`created_at`);--> statement-breakpoint
CREATE INDEX `partnerships_division_idx` ON `partnerships` (`division_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `partnerships_created_idx` ON `partnerships` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `partnerships_companion_idx` ON `partnerships` (`companion_user_id`);--> statement-breakpoint
-- Back-fill (issue 23): the mock era's rows kept their fields in details; each becomes columns, its phase one of the
-- machine's (initiating/negotiating/terminated were the mock's words), its lead company a partnership_companies row,
-- and it gets a partnership-machine snapshot in that state so the workflow service can move it on.
UPDATE `partnerships` SET
  `partnership_phase` = CASE `partnership_phase` WHEN 'initiating' THEN 'initiation' WHEN 'negotiating' THEN 'negotiation' WHEN 'terminated' THEN 'stopped' ELSE `partnership_phase` END,
  `status` = CASE `status` WHEN 'approved' THEN 'approved' WHEN 'stopped' THEN 'stopped' WHEN 'ended' THEN 'ended' ELSE 'in progress' END,
  `description` = coalesce(json_extract(`details`, '$.description'), ''),
  `model_id` = json_extract(`details`, '$.partnershipModel.id'),
  `model_code` = json_extract(`details`, '$.partnershipModel.code'),
  `model_name` = json_extract(`details`, '$.partnershipModel.name'),
  `category` = json_extract(`details`, '$.partnershipCategory'),
  `product_category` = json_extract(`details`, '$.productCategory'),
  `division_id` = (SELECT `id` FROM `org_nodes` WHERE `id` = json_extract(`details`, '$.division._id')),
  `companion_user_id` = (SELECT `id` FROM `users` WHERE `id` = json_extract(`details`, '$.companion.userId')),
  `initiation_type` = json_extract(`details`, '$.initiationType'),
  `priority` = CASE json_extract(`details`, '$.priority') WHEN 'high' THEN 'high' WHEN 'low' THEN 'low' ELSE 'medium' END,
  `due_date` = json_extract(`details`, '$.dueDate'),
  `assign_note` = coalesce(json_extract(`details`, '$.assignNote'), ''),
  `started` = json_extract(`details`, '$.started'),
  `ended` = json_extract(`details`, '$.ended'),
  `new_ended` = json_extract(`details`, '$.newEnded'),
  `time_period_months` = json_extract(`details`, '$.timePeriode.value'),
  `stopped_at` = json_extract(`details`, '$.stopped.at'),
  `stopped_by` = json_extract(`details`, '$.stopped.by'),
  `stop_reason` = json_extract(`details`, '$.stopped.reason'),
  `initiated_by` = json_extract(`details`, '$.initiatedBy.name'),
  `flow_id` = json_extract(`details`, '$.flow.partnershipFlowId'),
  `flow_name` = json_extract(`details`, '$.flow.name'),
  `business_models` = coalesce(json_extract(`details`, '$.businessAspect.businessModels'), '[]'),
  `revenue_share_bp` = CAST(json_extract(`details`, '$.businessAspect.revenueShare.telkom') * 100 AS INTEGER),
  `other_model_description` = coalesce(json_extract(`details`, '$.businessAspect.otherModelDescriptions'), '');--> statement-breakpoint
UPDATE `partnerships` SET `partnership_sub_phase` = CASE `partnership_phase`
  WHEN 'initiation' THEN 'screening' WHEN 'evaluation' THEN 'businessReview' WHEN 'negotiation' THEN 'termSheet'
  WHEN 'executing' THEN CASE json_extract(`details`, '$.partnershipSubPhase') WHEN 'monitoring' THEN 'monitoring' ELSE 'implementation' END
  ELSE NULL END;--> statement-breakpoint
INSERT OR IGNORE INTO `partnership_companies` (`partnership_id`, `company_id`, `position`, `created_at`) SELECT `id`, `company_id`, 0, `created_at` FROM `partnerships`;--> statement-breakpoint
INSERT OR IGNORE INTO `workflow_snapshots` (`kind`, `entity_id`, `machine_id`, `machine_version`, `state`, `value`, `context`, `version`, `state_since`, `updated_at`)
  SELECT 'partnership', `id`, 'partnership', 1,
    CASE WHEN `partnership_sub_phase` IS NULL THEN `partnership_phase` ELSE `partnership_phase` || '.' || `partnership_sub_phase` END,
    CASE WHEN `partnership_sub_phase` IS NULL THEN json_quote(`partnership_phase`) ELSE json_object(`partnership_phase`, `partnership_sub_phase`) END,
    json_object('partnershipId', `id`), 1, `updated_at`, `updated_at`
  FROM `partnerships`;
