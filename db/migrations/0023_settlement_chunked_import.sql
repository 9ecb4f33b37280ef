ALTER TABLE `settlements` ADD `import_status` text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE `settlements` ADD `imported_lines` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `settlements` SET `imported_lines` = `line_count`;
