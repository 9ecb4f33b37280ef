// English: the "common" group of the "admin" namespace (../admin.ts): what several administration screens share.
export default {
  administration: "Administration",
  pager: {
    none: "No {{noun}}",
    rows: "Rows {{from}}–{{to}} of {{total}} {{noun}}",
    page: "Page {{page}} of {{pages}}",
    label: "{{noun}} pages",
    previous: "Previous page",
    next: "Next page",
  },
  sort: { ascending: "{{label}}: sort ascending", descending: "{{label}}: sort descending" },
  userCount_one: "{{formatted}} user",
  userCount_other: "{{formatted}} users",
  roleDescriptions: {
    "super-admin": "Everything, including applying inspector events for real",
    admin: "Administers users, organisation and products; sees every document",
    "product-owner": "Owns products and runs their order-to-cash chain",
    member: "Member of products: creates POs, billings and invoices",
    approver: "Approves, returns and rejects invoices",
    "invoice-signer": "The designated signer of a product's invoices",
    settlement: "Matches payments and settles",
    companion: "Division companion of products",
    partner: "Partner company staff",
    legal: "Reviews contracts and agreements",
    spa: "Sales partner administration",
    system: "Jobs and integrations acting on their own",
  },
};
