-- Issue 22: live invoices per Jakarta month, product and customer_key (db/schema/dashboard.ts dash_customer_ranking),
-- indexed by amount so a month's top customers are read from the heads of its products' lists; back-filled from
-- dash_customer_monthly (0033), then kept in step by invoice triggers like 0033's. WITHOUT ROWID added by hand.
CREATE TABLE `dash_customer_ranking` (
	`month` text NOT NULL,
	`product_id` text NOT NULL,
	`customer_key` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`month`, `product_id`, `customer_key`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `dash_customer_ranking_amount_idx` ON `dash_customer_ranking` (`month`,`product_id`,`amount`);
--> statement-breakpoint
INSERT INTO dash_customer_ranking (month, product_id, customer_key, `count`, amount)
  SELECT month, product_id, customer_key, sum(`count`), sum(amount) FROM dash_customer_monthly WHERE `count` <> 0 OR amount <> 0 GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER `dash_ranking_invoices_insert` AFTER INSERT ON `invoices` BEGIN
  INSERT INTO dash_customer_ranking (month, product_id, customer_key, `count`, amount) SELECT strftime('%Y-%m', new.created_at, '+7 hours'), new.product_id, CASE WHEN coalesce(new.customer_id, '') = '' THEN new.customer_name ELSE new.customer_id END, 1, new.final_price WHERE new.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (month, product_id, customer_key) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
END;--> statement-breakpoint
CREATE TRIGGER `dash_ranking_invoices_delete` AFTER DELETE ON `invoices` BEGIN
  INSERT INTO dash_customer_ranking (month, product_id, customer_key, `count`, amount) SELECT strftime('%Y-%m', old.created_at, '+7 hours'), old.product_id, CASE WHEN coalesce(old.customer_id, '') = '' THEN old.customer_name ELSE old.customer_id END, -1, -old.final_price WHERE old.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (month, product_id, customer_key) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
END;--> statement-breakpoint
CREATE TRIGGER `dash_ranking_invoices_update` AFTER UPDATE OF `status_invoice`, `final_price`, `product_id`, `created_at`, `customer_id`, `customer_name` ON `invoices` BEGIN
  INSERT INTO dash_customer_ranking (month, product_id, customer_key, `count`, amount) SELECT strftime('%Y-%m', old.created_at, '+7 hours'), old.product_id, CASE WHEN coalesce(old.customer_id, '') = '' THEN old.customer_name ELSE old.customer_id END, -1, -old.final_price WHERE old.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (month, product_id, customer_key) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
  INSERT INTO dash_customer_ranking (month, product_id, customer_key, `count`, amount) SELECT strftime('%Y-%m', new.created_at, '+7 hours'), new.product_id, CASE WHEN coalesce(new.customer_id, '') = '' THEN new.customer_name ELSE new.customer_id END, 1, new.final_price WHERE new.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (month, product_id, customer_key) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
END;
