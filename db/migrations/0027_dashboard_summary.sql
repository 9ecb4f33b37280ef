-- Issue 22: the dashboard's summary tables (db/schema/dashboard.ts), back-filled, then kept in step by triggers.
-- WITHOUT ROWID (added by hand; drizzle-kit does not write it): the primary key is the table, so a day or due-date
-- range is read in key order with no second lookup per row.
CREATE TABLE `dash_customer_daily` (
	`day` text NOT NULL,
	`product_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`customer_name` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `product_id`, `customer_id`, `customer_name`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `dash_daily` (
	`day` text NOT NULL,
	`product_id` text NOT NULL,
	`po_count` integer DEFAULT 0 NOT NULL,
	`po_amount` integer DEFAULT 0 NOT NULL,
	`billing_count` integer DEFAULT 0 NOT NULL,
	`billing_amount` integer DEFAULT 0 NOT NULL,
	`billing_tax` integer DEFAULT 0 NOT NULL,
	`invoice_count` integer DEFAULT 0 NOT NULL,
	`invoice_amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `product_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `dash_receivables` (
	`product_id` text NOT NULL,
	`due_date` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `due_date`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Back-fill from the rows as they stand (the same definitions as the triggers below and models/dashboard.server.ts).
INSERT INTO dash_receivables (product_id, due_date, `count`, amount)
  SELECT i.product_id, i.due_date, count(*), sum(i.final_price - CASE WHEN i.status_paid = 'partly paid' THEN coalesce(b.paid_amount, 0) ELSE 0 END)
  FROM invoices i LEFT JOIN billings b ON b.id = i.billing_id WHERE i.status_invoice IN ('invoiced', 'approved') AND i.status_paid <> 'paid' GROUP BY i.product_id, i.due_date;--> statement-breakpoint
INSERT INTO dash_daily (day, product_id, po_count, po_amount, billing_count, billing_amount, billing_tax, invoice_count, invoice_amount)
  SELECT day, product_id, sum(pc), sum(pa), sum(bc), sum(ba), sum(bt), sum(ic), sum(ia) FROM (
    SELECT date(created_at, '+7 hours') AS day, product_id, 1 AS pc, total_price AS pa, 0 AS bc, 0 AS ba, 0 AS bt, 0 AS ic, 0 AS ia FROM purchase_orders
    UNION ALL SELECT date(created_at, '+7 hours'), product_id, 0, 0, 1, final_price, tax, 0, 0 FROM billings WHERE status IN ('issued', 'paid')
    UNION ALL SELECT date(created_at, '+7 hours'), product_id, 0, 0, 0, 0, 0, 1, final_price FROM invoices WHERE status_invoice IN ('invoiced', 'approved')
  ) GROUP BY day, product_id;--> statement-breakpoint
INSERT INTO dash_customer_daily (day, product_id, customer_id, customer_name, `count`, amount)
  SELECT date(created_at, '+7 hours'), product_id, coalesce(customer_id, ''), customer_name, count(*), sum(final_price) FROM invoices
  WHERE status_invoice IN ('invoiced', 'approved') GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Triggers: every write moves the summaries in its own statement (so in its transaction): the old row out, the new one in.
CREATE TRIGGER `dash_invoices_insert` AFTER INSERT ON `invoices` BEGIN
  INSERT INTO dash_receivables (product_id, due_date, `count`, amount) SELECT new.product_id, new.due_date, 1, (new.final_price - CASE WHEN new.status_paid = 'partly paid' THEN coalesce((SELECT b.paid_amount FROM billings b WHERE b.id = new.billing_id), 0) ELSE 0 END) WHERE new.status_invoice IN ('invoiced', 'approved') AND new.status_paid <> 'paid'
    ON CONFLICT (product_id, due_date) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
  INSERT INTO dash_daily (day, product_id, invoice_count, invoice_amount) SELECT date(new.created_at, '+7 hours'), new.product_id, 1, new.final_price WHERE new.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (day, product_id) DO UPDATE SET invoice_count = invoice_count + excluded.invoice_count, invoice_amount = invoice_amount + excluded.invoice_amount;
  INSERT INTO dash_customer_daily (day, product_id, customer_id, customer_name, `count`, amount) SELECT date(new.created_at, '+7 hours'), new.product_id, coalesce(new.customer_id, ''), new.customer_name, 1, new.final_price WHERE new.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (day, product_id, customer_id, customer_name) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
END;--> statement-breakpoint
CREATE TRIGGER `dash_invoices_delete` AFTER DELETE ON `invoices` BEGIN
  INSERT INTO dash_receivables (product_id, due_date, `count`, amount) SELECT old.product_id, old.due_date, -1, -(old.final_price - CASE WHEN old.status_paid = 'partly paid' THEN coalesce((SELECT b.paid_amount FROM billings b WHERE b.id = old.billing_id), 0) ELSE 0 END) WHERE old.status_invoice IN ('invoiced', 'approved') AND old.status_paid <> 'paid'
    ON CONFLICT (product_id, due_date) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
  INSERT INTO dash_daily (day, product_id, invoice_count, invoice_amount) SELECT date(old.created_at, '+7 hours'), old.product_id, -1, -old.final_price WHERE old.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (day, product_id) DO UPDATE SET invoice_count = invoice_count + excluded.invoice_count, invoice_amount = invoice_amount + excluded.invoice_amount;
  INSERT INTO dash_customer_daily (day, product_id, customer_id, customer_name, `count`, amount) SELECT date(old.created_at, '+7 hours'), old.product_id, coalesce(old.customer_id, ''), old.customer_name, -1, -old.final_price WHERE old.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (day, product_id, customer_id, customer_name) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
END;--> statement-breakpoint
CREATE TRIGGER `dash_invoices_update` AFTER UPDATE OF `status_invoice`, `status_paid`, `final_price`, `due_date`, `product_id`, `billing_id`, `created_at`, `customer_id`, `customer_name` ON `invoices` BEGIN
  INSERT INTO dash_receivables (product_id, due_date, `count`, amount) SELECT old.product_id, old.due_date, -1, -(old.final_price - CASE WHEN old.status_paid = 'partly paid' THEN coalesce((SELECT b.paid_amount FROM billings b WHERE b.id = old.billing_id), 0) ELSE 0 END) WHERE old.status_invoice IN ('invoiced', 'approved') AND old.status_paid <> 'paid'
    ON CONFLICT (product_id, due_date) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
  INSERT INTO dash_daily (day, product_id, invoice_count, invoice_amount) SELECT date(old.created_at, '+7 hours'), old.product_id, -1, -old.final_price WHERE old.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (day, product_id) DO UPDATE SET invoice_count = invoice_count + excluded.invoice_count, invoice_amount = invoice_amount + excluded.invoice_amount;
  INSERT INTO dash_customer_daily (day, product_id, customer_id, customer_name, `count`, amount) SELECT date(old.created_at, '+7 hours'), old.product_id, coalesce(old.customer_id, ''), old.customer_name, -1, -old.final_price WHERE old.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (day, product_id, customer_id, customer_name) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
  INSERT INTO dash_receivables (product_id, due_date, `count`, amount) SELECT new.product_id, new.due_date, 1, (new.final_price - CASE WHEN new.status_paid = 'partly paid' THEN coalesce((SELECT b.paid_amount FROM billings b WHERE b.id = new.billing_id), 0) ELSE 0 END) WHERE new.status_invoice IN ('invoiced', 'approved') AND new.status_paid <> 'paid'
    ON CONFLICT (product_id, due_date) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
  INSERT INTO dash_daily (day, product_id, invoice_count, invoice_amount) SELECT date(new.created_at, '+7 hours'), new.product_id, 1, new.final_price WHERE new.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (day, product_id) DO UPDATE SET invoice_count = invoice_count + excluded.invoice_count, invoice_amount = invoice_amount + excluded.invoice_amount;
  INSERT INTO dash_customer_daily (day, product_id, customer_id, customer_name, `count`, amount) SELECT date(new.created_at, '+7 hours'), new.product_id, coalesce(new.customer_id, ''), new.customer_name, 1, new.final_price WHERE new.status_invoice IN ('invoiced', 'approved')
    ON CONFLICT (day, product_id, customer_id, customer_name) DO UPDATE SET `count` = `count` + excluded.`count`, amount = amount + excluded.amount;
END;--> statement-breakpoint
CREATE TRIGGER `dash_billings_insert` AFTER INSERT ON `billings` BEGIN
  INSERT INTO dash_daily (day, product_id, billing_count, billing_amount, billing_tax) SELECT date(new.created_at, '+7 hours'), new.product_id, 1, new.final_price, new.tax WHERE new.status IN ('issued', 'paid')
    ON CONFLICT (day, product_id) DO UPDATE SET billing_count = billing_count + excluded.billing_count, billing_amount = billing_amount + excluded.billing_amount, billing_tax = billing_tax + excluded.billing_tax;
  INSERT INTO dash_receivables (product_id, due_date, `count`, amount) SELECT i.product_id, i.due_date, 0, -sum(new.paid_amount) FROM invoices i
    WHERE i.billing_id = new.id AND i.status_invoice IN ('invoiced', 'approved') AND i.status_paid <> 'paid' AND i.status_paid = 'partly paid' GROUP BY i.product_id, i.due_date
    ON CONFLICT (product_id, due_date) DO UPDATE SET amount = amount + excluded.amount;
END;--> statement-breakpoint
CREATE TRIGGER `dash_billings_delete` AFTER DELETE ON `billings` BEGIN
  INSERT INTO dash_daily (day, product_id, billing_count, billing_amount, billing_tax) SELECT date(old.created_at, '+7 hours'), old.product_id, -1, -old.final_price, -old.tax WHERE old.status IN ('issued', 'paid')
    ON CONFLICT (day, product_id) DO UPDATE SET billing_count = billing_count + excluded.billing_count, billing_amount = billing_amount + excluded.billing_amount, billing_tax = billing_tax + excluded.billing_tax;
  INSERT INTO dash_receivables (product_id, due_date, `count`, amount) SELECT i.product_id, i.due_date, 0, -sum(-old.paid_amount) FROM invoices i
    WHERE i.billing_id = old.id AND i.status_invoice IN ('invoiced', 'approved') AND i.status_paid <> 'paid' AND i.status_paid = 'partly paid' GROUP BY i.product_id, i.due_date
    ON CONFLICT (product_id, due_date) DO UPDATE SET amount = amount + excluded.amount;
END;--> statement-breakpoint
CREATE TRIGGER `dash_billings_update` AFTER UPDATE OF `status`, `final_price`, `tax`, `product_id`, `created_at` ON `billings` BEGIN
  INSERT INTO dash_daily (day, product_id, billing_count, billing_amount, billing_tax) SELECT date(old.created_at, '+7 hours'), old.product_id, -1, -old.final_price, -old.tax WHERE old.status IN ('issued', 'paid')
    ON CONFLICT (day, product_id) DO UPDATE SET billing_count = billing_count + excluded.billing_count, billing_amount = billing_amount + excluded.billing_amount, billing_tax = billing_tax + excluded.billing_tax;
  INSERT INTO dash_daily (day, product_id, billing_count, billing_amount, billing_tax) SELECT date(new.created_at, '+7 hours'), new.product_id, 1, new.final_price, new.tax WHERE new.status IN ('issued', 'paid')
    ON CONFLICT (day, product_id) DO UPDATE SET billing_count = billing_count + excluded.billing_count, billing_amount = billing_amount + excluded.billing_amount, billing_tax = billing_tax + excluded.billing_tax;
END;--> statement-breakpoint
CREATE TRIGGER `dash_billings_paid` AFTER UPDATE OF `paid_amount` ON `billings` WHEN old.paid_amount IS NOT new.paid_amount BEGIN
  INSERT INTO dash_receivables (product_id, due_date, `count`, amount) SELECT i.product_id, i.due_date, 0, -sum(new.paid_amount - old.paid_amount) FROM invoices i
    WHERE i.billing_id = new.id AND i.status_invoice IN ('invoiced', 'approved') AND i.status_paid <> 'paid' AND i.status_paid = 'partly paid' GROUP BY i.product_id, i.due_date
    ON CONFLICT (product_id, due_date) DO UPDATE SET amount = amount + excluded.amount;
END;--> statement-breakpoint
CREATE TRIGGER `dash_purchase_orders_insert` AFTER INSERT ON `purchase_orders` BEGIN
  INSERT INTO dash_daily (day, product_id, po_count, po_amount) SELECT date(new.created_at, '+7 hours'), new.product_id, 1, new.total_price WHERE true
    ON CONFLICT (day, product_id) DO UPDATE SET po_count = po_count + excluded.po_count, po_amount = po_amount + excluded.po_amount;
END;--> statement-breakpoint
CREATE TRIGGER `dash_purchase_orders_delete` AFTER DELETE ON `purchase_orders` BEGIN
  INSERT INTO dash_daily (day, product_id, po_count, po_amount) SELECT date(old.created_at, '+7 hours'), old.product_id, -1, -old.total_price WHERE true
    ON CONFLICT (day, product_id) DO UPDATE SET po_count = po_count + excluded.po_count, po_amount = po_amount + excluded.po_amount;
END;--> statement-breakpoint
CREATE TRIGGER `dash_purchase_orders_update` AFTER UPDATE OF `total_price`, `product_id`, `created_at` ON `purchase_orders` BEGIN
  INSERT INTO dash_daily (day, product_id, po_count, po_amount) SELECT date(old.created_at, '+7 hours'), old.product_id, -1, -old.total_price WHERE true
    ON CONFLICT (day, product_id) DO UPDATE SET po_count = po_count + excluded.po_count, po_amount = po_amount + excluded.po_amount;
  INSERT INTO dash_daily (day, product_id, po_count, po_amount) SELECT date(new.created_at, '+7 hours'), new.product_id, 1, new.total_price WHERE true
    ON CONFLICT (day, product_id) DO UPDATE SET po_count = po_count + excluded.po_count, po_amount = po_amount + excluded.po_amount;
END;
