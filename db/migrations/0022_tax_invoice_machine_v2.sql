-- Issue 21: the taxInvoice machine is version 2. It only adds states (canceling, canceled, cancelFailed, withdrawn,
-- replaced) and makes received accept cancel/replaced; every v1 state keeps its name and context, so the saved
-- snapshots are v2 snapshots as they are.
UPDATE `workflow_snapshots` SET `machine_version` = 2 WHERE `machine_id` = 'taxInvoice' AND `machine_version` = 1;
