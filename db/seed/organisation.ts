/** The group's structure: top company, directorates, divisions, units and positions (levels 1-5). */
export type OrgSeed = { code: string; name: string; kind: "company" | "directorate" | "division" | "unit" | "position"; children?: OrgSeed[]; loker?: string };

const positions = (unit: string, titles: string[]): OrgSeed[] =>
  titles.map((name, i) => ({ code: `${unit}-P${String(i + 1).padStart(2, "0")}`, name, kind: "position" }));

export const ORG_SEED: OrgSeed = {
  code: "TLKM", name: "PT TELKOM INDONESIA (PERSERO) TBK", kind: "company",
  children: [
    {
      code: "DIR-DBT", name: "DIREKTORAT DIGITAL BUSINESS & TECHNOLOGY", kind: "directorate",
      children: [
        {
          code: "DIT-DDB", name: "DIGITAL BUSINESS", kind: "division", loker: "DDB",
          children: [
            { code: "DDB10000000", name: "DIGITAL & NEXT BUSINESS", kind: "unit", children: positions("DDB10000000", ["VP Digital & Next Business", "Manager Product Billing", "Officer Invoice"]) },
            { code: "DDB20000000", name: "DIGITAL PLATFORM OPERATIONS", kind: "unit", children: positions("DDB20000000", ["Manager Platform Operations", "Officer Settlement"]) },
          ],
        },
        {
          code: "DIT-IT", name: "INFORMATION TECHNOLOGY", kind: "division", loker: "ITS",
          children: [{ code: "ITS10000000", name: "IT STRATEGY & ARCHITECTURE", kind: "unit", children: positions("ITS10000000", ["Manager IT Architecture"]) }],
        },
      ],
    },
    {
      code: "DIR-ENT", name: "DIREKTORAT ENTERPRISE & BUSINESS SERVICE", kind: "directorate",
      children: [
        {
          code: "DIT-DES", name: "DIVISI ENTERPRISE SERVICE", kind: "division", loker: "DES",
          children: [
            { code: "DES10000000", name: "ENTERPRISE ACCOUNT MANAGEMENT", kind: "unit", children: positions("DES10000000", ["Account Manager", "Manager Enterprise Billing"]) },
            { code: "DES20000000", name: "ENTERPRISE SOLUTION DELIVERY", kind: "unit", children: positions("DES20000000", ["Solution Engineer"]) },
          ],
        },
        {
          code: "DIT-DGS", name: "DIVISI GOVERNMENT SERVICE", kind: "division", loker: "DGS",
          children: [{ code: "DGS10000000", name: "GOVERNMENT ACCOUNT MANAGEMENT", kind: "unit", children: positions("DGS10000000", ["Account Manager Government"]) }],
        },
      ],
    },
    {
      code: "DIR-FIN", name: "DIREKTORAT FINANCE & RISK MANAGEMENT", kind: "directorate",
      children: [
        {
          code: "DIT-FIN", name: "FINANCE CENTER", kind: "division", loker: "FCT",
          children: [{ code: "FCT10000000", name: "BILLING & COLLECTION", kind: "unit", children: positions("FCT10000000", ["Manager Billing & Collection", "Officer Tax"]) }],
        },
      ],
    },
  ],
};

export const LEVEL_OF_KIND = { company: 1, directorate: 2, division: 3, unit: 4, position: 5 } as const;
