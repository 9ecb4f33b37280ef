DROP INDEX `invoices_customer_name_idx`;--> statement-breakpoint
DROP INDEX `invoices_due_idx`;--> statement-breakpoint
DROP INDEX `invoices_amount_idx`;--> statement-breakpoint
CREATE INDEX `invoices_number_created_idx` ON `invoices` (`invoice_number`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_customer_name_idx` ON `invoices` (`customer_name`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_due_idx` ON `invoices` (`due_date`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_amount_idx` ON `invoices` (`final_price`,`created_at`);--> statement-breakpoint
-- The planner weighs indexes by their statistics (STAT4): the rebuilt ones have none until analysed.
ANALYZE `invoices`;