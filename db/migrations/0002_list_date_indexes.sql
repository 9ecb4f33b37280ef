DROP INDEX `invoices_billing_date_idx`;--> statement-breakpoint
CREATE INDEX `invoices_billing_date_idx` ON `invoices` (`billing_date`,`created_at`);--> statement-breakpoint
DROP INDEX `purchase_orders_date_idx`;--> statement-breakpoint
CREATE INDEX `purchase_orders_date_idx` ON `purchase_orders` (`po_date`,`created_at`);--> statement-breakpoint
CREATE INDEX `billings_billing_date_idx` ON `billings` (`billing_date`,`created_at`);