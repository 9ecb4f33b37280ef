ALTER TABLE `invoices` ADD `po_id` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `po_number` text;--> statement-breakpoint
-- Every invoice takes its billing's PO (none for a billing from a recurring profile).
UPDATE `invoices` SET `po_id` = b.`po_id`, `po_number` = p.`po_number`
  FROM `billings` b LEFT JOIN `purchase_orders` p ON p.`id` = b.`po_id`
  WHERE b.`id` = `invoices`.`billing_id`;
