-- Issue 22: live invoices per Jakarta month, customer and product (db/schema/dashboard.ts dash_customer_monthly) for
-- the top-customers ranking over whole months, back-filled, then kept in step by triggers like migration 0027's.
-- WITHOUT ROWID (added by hand; drizzle-kit does not write it): one month's rows are read in customer order.
CREATE TABLE `dash_customer_monthly` (
	`month` text NOT NULL,
	`customer_key` text NOT NULL,
	`customer_id` text NOT NULL,
	`customer_name` text NOT NULL,
	`product_id` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`month`, `customer_key`, `customer_id`, `customer_name`, `product_id`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Back-fill from the daily rows (exact, kept by 0027's triggers): the same live invoices, summed by month.
INSERT INTO dash_customer_monthly (month, customer_key, customer_id, customer_name, product_id, `count`, amount)
  SELECT substr(day, 1, 7), CASE WHEN customer_id = '' THEN customer_name ELSE customer_id END, customer_id, customer_name, product_id, sum(`count`), sum(amount)
  FROM dash_customer_daily WHERE `count` <> 0 OR amount <> 0 GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- Triggers on the writes that move dash_customer_daily (0027's invoice triggers): the old row out, the new one in.
CREATE TRIGGER `dash_monthly_invoices_insert` AFTER INSERT ON `invoices` BEGIN
  INSERT INTO dash_customer_monthly (month, customer_key, customer_id, customer_name, product_id, `count`, amount) SELECT strftime('%Y-%m', new.created_at, '+7 hours'), CASE WHEN coalesce(new.customer_id, '') = '' THEN new.customer_name ELSE new.customer_id END, coalesce(new.customer_id, ''), new.customer_name, new.product_id, 1, new.final_price WHERE new.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (month, customer_key, customer_id, customer_name, product_id) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
END;--> statement-breakpoint
CREATE TRIGGER `dash_monthly_invoices_delete` AFTER DELETE ON `invoices` BEGIN
  INSERT INTO dash_customer_monthly (month, customer_key, customer_id, customer_name, product_id, `count`, amount) SELECT strftime('%Y-%m', old.created_at, '+7 hours'), CASE WHEN coalesce(old.customer_id, '') = '' THEN old.customer_name ELSE old.customer_id END, coalesce(old.customer_id, ''), old.customer_name, old.product_id, -1, -old.final_price WHERE old.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (month, customer_key, customer_id, customer_name, product_id) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
END;--> statement-breakpoint
CREATE TRIGGER `dash_monthly_invoices_update` AFTER UPDATE OF `status_invoice`, `final_price`, `product_id`, `created_at`, `customer_id`, `customer_name` ON `invoices` BEGIN
  INSERT INTO dash_customer_monthly (month, customer_key, customer_id, customer_name, product_id, `count`, amount) SELECT strftime('%Y-%m', old.created_at, '+7 hours'), CASE WHEN coalesce(old.customer_id, '') = '' THEN old.customer_name ELSE old.customer_id END, coalesce(old.customer_id, ''), old.customer_name, old.product_id, -1, -old.final_price WHERE old.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (month, customer_key, customer_id, customer_name, product_id) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
  INSERT INTO dash_customer_monthly (month, customer_key, customer_id, customer_name, product_id, `count`, amount) SELECT strftime('%Y-%m', new.created_at, '+7 hours'), CASE WHEN coalesce(new.customer_id, '') = '' THEN new.customer_name ELSE new.customer_id END, coalesce(new.customer_id, ''), new.customer_name, new.product_id, 1, new.final_price WHERE new.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (month, customer_key, customer_id, customer_name, product_id) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
END;
