DROP INDEX `invoices_created_idx`;--> statement-breakpoint
DROP INDEX `invoices_status_created_idx`;--> statement-breakpoint
DROP INDEX `invoices_product_created_idx`;--> statement-breakpoint
DROP INDEX `invoices_product_status_created_idx`;--> statement-breakpoint
DROP INDEX `invoices_faktur_idx`;--> statement-breakpoint
DROP INDEX `invoices_customer_idx`;--> statement-breakpoint
DROP INDEX `invoices_customer_name_idx`;--> statement-breakpoint
DROP INDEX `invoices_due_idx`;--> statement-breakpoint
DROP INDEX `invoices_billing_date_idx`;--> statement-breakpoint
DROP INDEX `invoices_amount_idx`;--> statement-breakpoint
CREATE INDEX `invoices_created_idx` ON `invoices` (`created_at`,`status_invoice`,`status_faktur`,`product_id`,`customer_id`,`customer_name`,`billing_date`,`due_date`,`final_price`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_status_created_idx` ON `invoices` (`status_invoice`,`created_at`,`status_faktur`,`product_id`,`customer_id`,`customer_name`,`billing_date`,`due_date`,`final_price`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_product_created_idx` ON `invoices` (`product_id`,`created_at`,`status_invoice`,`status_faktur`,`customer_id`,`customer_name`,`billing_date`,`due_date`,`final_price`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_product_status_created_idx` ON `invoices` (`product_id`,`status_invoice`,`created_at`,`status_faktur`,`customer_id`,`customer_name`,`billing_date`,`due_date`,`final_price`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_faktur_idx` ON `invoices` (`status_faktur`,`created_at`,`status_invoice`,`product_id`,`customer_id`,`customer_name`,`billing_date`,`due_date`,`final_price`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_customer_idx` ON `invoices` (`customer_id`,`created_at`,`status_invoice`,`status_faktur`,`product_id`,`customer_name`,`billing_date`,`due_date`,`final_price`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_customer_name_idx` ON `invoices` (`customer_name`,`created_at`,`status_invoice`,`status_faktur`,`product_id`,`customer_id`,`billing_date`,`due_date`,`final_price`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_due_idx` ON `invoices` (`due_date`,`created_at`,`status_invoice`,`status_faktur`,`product_id`,`customer_id`,`customer_name`,`billing_date`,`final_price`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_billing_date_idx` ON `invoices` (`billing_date`,`created_at`,`status_invoice`,`status_faktur`,`product_id`,`customer_id`,`customer_name`,`due_date`,`final_price`,`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_amount_idx` ON `invoices` (`final_price`,`created_at`,`status_invoice`,`status_faktur`,`product_id`,`customer_id`,`customer_name`,`billing_date`,`due_date`,`invoice_number`);--> statement-breakpoint
-- The planner weighs indexes by their statistics (STAT4): the rebuilt ones have none until analysed.
ANALYZE `invoices`;
