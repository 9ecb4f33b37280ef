// English: the "machines" group of the "admin" namespace (../admin.ts): the machines page and the machine page's
// toasts. The inspector itself (the machine page, the statechart) is the "inspector" namespace.
export default {
  title: "Machines",
  machine: "Machine",
  description: "Every workflow the portal runs, drawn from its definition, with its live instances. Open one to replay an instance or step through it on a copy.",
  registered: "Registered machines",
  registeredDescription: "From machines/registry.ts; live instances are counted from the stored workflow snapshots.",
  columns: {
    machine: "Machine",
    version: "Version",
    states: "States",
    events: "Events",
    instances: "Live instances",
    perState: "Instances per state",
  },
  inBrowser: "in the browser session",
  perStateLabel: "{{machine}} instances per state",
  notStored: "Not stored: the flow lives in the visitor's browser session.",
  stuckTitle: "Stuck instances",
  stuckDescription: "Instances that have been in one state longer than its threshold, longest first ({{total}} in all).",
  applied: "Applied {{event}}",
  appliedDescription: "{{from}} → {{to}}, logged as done via the inspector.",
};
