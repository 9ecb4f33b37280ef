DROP INDEX `payments_account_idx`;--> statement-breakpoint
CREATE INDEX `payments_match_date_idx` ON `payments` (`status_match`,`transaction_date`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_bank_date_idx` ON `payments` (`bank`,`transaction_date`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_account_idx` ON `payments` (`account`,`transaction_date`,`created_at`);