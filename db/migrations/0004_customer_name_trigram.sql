-- Searching documents by customer looks for a part of the name anywhere in it (LIKE '%term%'), which no
-- B-tree index serves: a trigram index does, for terms of three characters or more. External content: the
-- names stay in customers; these triggers keep the index in step with every insert, rename and delete.
CREATE VIRTUAL TABLE `customers_name_fts` USING fts5(`name`, content='customers', content_rowid='rowid', tokenize='trigram case_sensitive 0');--> statement-breakpoint
CREATE TRIGGER `customers_name_fts_insert` AFTER INSERT ON `customers` BEGIN
  INSERT INTO `customers_name_fts` (rowid, `name`) VALUES (new.rowid, new.`name`);
END;--> statement-breakpoint
CREATE TRIGGER `customers_name_fts_delete` AFTER DELETE ON `customers` BEGIN
  INSERT INTO `customers_name_fts` (`customers_name_fts`, rowid, `name`) VALUES ('delete', old.rowid, old.`name`);
END;--> statement-breakpoint
CREATE TRIGGER `customers_name_fts_rename` AFTER UPDATE OF `name` ON `customers` BEGIN
  INSERT INTO `customers_name_fts` (`customers_name_fts`, rowid, `name`) VALUES ('delete', old.rowid, old.`name`);
  INSERT INTO `customers_name_fts` (rowid, `name`) VALUES (new.rowid, new.`name`);
END;--> statement-breakpoint
INSERT INTO `customers_name_fts` (`customers_name_fts`) VALUES ('rebuild');
