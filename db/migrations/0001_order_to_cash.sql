CREATE TABLE `job_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job` text NOT NULL,
	`trigger` text DEFAULT 'schedule' NOT NULL,
	`started_at` text NOT NULL,
	`ended_at` text,
	`outcome` text DEFAULT 'running' NOT NULL,
	`counts` text,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `job_runs_job_idx` ON `job_runs` (`job`,`id`);--> statement-breakpoint
CREATE TABLE `recurring_profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`recurring_id` text NOT NULL,
	`name` text NOT NULL,
	`product_id` text NOT NULL,
	`status` text DEFAULT 'Idle' NOT NULL,
	`frequency` text DEFAULT 'monthly' NOT NULL,
	`occurence` integer NOT NULL,
	`num_of_billing_sent` integer DEFAULT 0 NOT NULL,
	`sequence_no` integer DEFAULT 0 NOT NULL,
	`next_billing_date` text,
	`config` text NOT NULL,
	`order` text NOT NULL,
	`billing_config` text NOT NULL,
	`meta` text NOT NULL,
	`attachments` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recurring_profiles_recurring_id_unique` ON `recurring_profiles` (`recurring_id`);--> statement-breakpoint
CREATE INDEX `recurring_due_idx` ON `recurring_profiles` (`status`,`next_billing_date`);--> statement-breakpoint
CREATE INDEX `recurring_product_idx` ON `recurring_profiles` (`product_id`);--> statement-breakpoint
CREATE TABLE `sandbox_records` (
	`id` text PRIMARY KEY NOT NULL,
	`system` text NOT NULL,
	`kind` text NOT NULL,
	`reference` text NOT NULL,
	`payload` text NOT NULL,
	`outcome` text,
	`answer_at` text,
	`answer` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sandbox_records_ref_idx` ON `sandbox_records` (`system`,`reference`);--> statement-breakpoint
CREATE TABLE `sandbox_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`system` text NOT NULL,
	`match` text DEFAULT '{}' NOT NULL,
	`outcome` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`remaining` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tax_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`request_id` text,
	`reference_id` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`last_error` text,
	`answer` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tax_requests_due_idx` ON `tax_requests` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `tax_requests_invoice_idx` ON `tax_requests` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` text,
	`attachment_type` text DEFAULT 'other' NOT NULL,
	`url` text NOT NULL,
	`filename` text NOT NULL,
	`ori_filename` text NOT NULL,
	`filetype` text NOT NULL,
	`size` integer,
	`uploaded_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `attachments_owner_idx` ON `attachments` (`owner_kind`,`owner_id`);--> statement-breakpoint
CREATE TABLE `billings` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`po_id` text,
	`customer_id` text,
	`division_id` text,
	`recurring_profile_id` text,
	`recurring_sequence` integer,
	`billing_number` text,
	`billing_sequence` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`billing_date` text NOT NULL,
	`due_date` text NOT NULL,
	`include_pph` integer DEFAULT false NOT NULL,
	`include_tax_invoice` integer DEFAULT true NOT NULL,
	`status_paid` text DEFAULT 'unpaid' NOT NULL,
	`status_delivered` text DEFAULT 'not yet' NOT NULL,
	`config` text NOT NULL,
	`bank` text NOT NULL,
	`mps` text,
	`from_party` text NOT NULL,
	`to_party` text NOT NULL,
	`details` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`total_price` integer NOT NULL,
	`dpp` integer NOT NULL,
	`tax` integer NOT NULL,
	`tax_rate_label` text NOT NULL,
	`pph` integer NOT NULL,
	`administration_fee` integer NOT NULL,
	`unique_code` integer DEFAULT 0 NOT NULL,
	`final_price` integer NOT NULL,
	`final_price_with_pph` integer NOT NULL,
	`payment_history` text DEFAULT '[]' NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`po_id`) REFERENCES `purchase_orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`division_id`) REFERENCES `org_nodes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billings_number_uq` ON `billings` (`billing_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `billings_recurring_uq` ON `billings` (`recurring_profile_id`,`recurring_sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `billings_open_unique_code_uq` ON `billings` (`product_id`,`unique_code`) WHERE unique_code <> 0 and status in ('draft','issued') and status_paid = 'unpaid';--> statement-breakpoint
CREATE INDEX `billings_product_idx` ON `billings` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `billings_status_idx` ON `billings` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `billings_po_idx` ON `billings` (`po_id`);--> statement-breakpoint
CREATE INDEX `billings_customer_idx` ON `billings` (`customer_id`);--> statement-breakpoint
CREATE INDEX `billings_due_idx` ON `billings` (`due_date`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`npwp` text DEFAULT '' NOT NULL,
	`sap_customer_id` text,
	`is_wapu` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `customers_name_idx` ON `customers` (`name`);--> statement-breakpoint
CREATE INDEX `customers_npwp_idx` ON `customers` (`npwp`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`billing_id` text NOT NULL,
	`product_id` text NOT NULL,
	`customer_id` text,
	`division_id` text,
	`invoice_number` text,
	`sequence` integer,
	`status_invoice` text DEFAULT 'invoiced' NOT NULL,
	`status_faktur` text DEFAULT 'not yet' NOT NULL,
	`status_cashin_finest` text DEFAULT 'not yet' NOT NULL,
	`status_delivered_finest` text DEFAULT 'not yet' NOT NULL,
	`send_email` integer DEFAULT true NOT NULL,
	`send_tax` integer DEFAULT true NOT NULL,
	`customer_name` text NOT NULL,
	`billing_number` text NOT NULL,
	`billing_date` text NOT NULL,
	`due_date` text NOT NULL,
	`final_price` integer NOT NULL,
	`created` text NOT NULL,
	`approved` text,
	`requested` text,
	`returned` text,
	`rejected` text,
	`canceled` text,
	`tax_invoice` text,
	`finest_cashin` text,
	`finest_delivered` text,
	`settlement` text,
	`replaces_invoice_id` text,
	`replaced_by_invoice_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`billing_id`) REFERENCES `billings`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`division_id`) REFERENCES `org_nodes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`replaces_invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`replaced_by_invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_uq` ON `invoices` (`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_created_idx` ON `invoices` (`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_status_created_idx` ON `invoices` (`status_invoice`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_product_created_idx` ON `invoices` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_product_status_created_idx` ON `invoices` (`product_id`,`status_invoice`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_faktur_idx` ON `invoices` (`status_faktur`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_customer_idx` ON `invoices` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_customer_name_idx` ON `invoices` (`customer_name`);--> statement-breakpoint
CREATE INDEX `invoices_division_idx` ON `invoices` (`division_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_billing_idx` ON `invoices` (`billing_id`);--> statement-breakpoint
CREATE INDEX `invoices_due_idx` ON `invoices` (`due_date`);--> statement-breakpoint
CREATE INDEX `invoices_billing_date_idx` ON `invoices` (`billing_date`);--> statement-breakpoint
CREATE INDEX `invoices_amount_idx` ON `invoices` (`final_price`);--> statement-breakpoint
CREATE TABLE `purchase_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`customer_id` text,
	`division_id` text,
	`po_number` text NOT NULL,
	`po_sequence` integer NOT NULL,
	`po_date` text NOT NULL,
	`status_po` text DEFAULT 'unbilled' NOT NULL,
	`version` text DEFAULT 'v2' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`total_price` integer NOT NULL,
	`from_party` text NOT NULL,
	`to_party` text NOT NULL,
	`details` text NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`division_id`) REFERENCES `org_nodes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchase_orders_number_uq` ON `purchase_orders` (`po_number`);--> statement-breakpoint
CREATE INDEX `purchase_orders_product_idx` ON `purchase_orders` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `purchase_orders_status_idx` ON `purchase_orders` (`status_po`,`created_at`);--> statement-breakpoint
CREATE INDEX `purchase_orders_customer_idx` ON `purchase_orders` (`customer_id`);--> statement-breakpoint
CREATE INDEX `purchase_orders_date_idx` ON `purchase_orders` (`po_date`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`category` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`tax_id` text,
	`phone_number` text,
	`website` text,
	`description` text DEFAULT '' NOT NULL,
	`avatar` text,
	`address` text NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`pic` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `companies_name_idx` ON `companies` (`name`);--> statement-breakpoint
CREATE INDEX `companies_status_idx` ON `companies` (`status`);--> statement-breakpoint
CREATE TABLE `partnerships` (
	`id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`title` text NOT NULL,
	`status` text NOT NULL,
	`partnership_phase` text NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `partnerships_company_idx` ON `partnerships` (`company_id`);--> statement-breakpoint
CREATE TABLE `tickets` (
	`id` text PRIMARY KEY NOT NULL,
	`ticket_id` text NOT NULL,
	`title` text NOT NULL,
	`billing_id` text,
	`customer_info` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`billing_id`) REFERENCES `billings`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tickets_ticket_id_unique` ON `tickets` (`ticket_id`);--> statement-breakpoint
CREATE INDEX `tickets_status_idx` ON `tickets` (`status`);