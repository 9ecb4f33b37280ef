ALTER TABLE `statement_imports` ADD `status` text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE `statement_imports` ADD `processed` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Imports made before chunking were written whole in one transaction: every credit line of theirs is processed.
UPDATE `statement_imports` SET `processed` = `credits`;
