/**
 * Contracts, agreements and BAST (issue 23): the kinds and states shared by the schema, the server and the screens
 * (no server code here). The states are the machines' (machines/contract.machine.ts, machines/bast.machine.ts).
 */
export const contractKinds = ["kontrak", "pks", "agreement", "mou"] as const;
export type ContractKind = (typeof contractKinds)[number];
export const contractStatuses = ["draft", "submitted", "verified", "returned", "active", "expired", "terminated"] as const;
export type ContractStatus = (typeof contractStatuses)[number];
export const bastStatuses = ["draft", "submitted", "verified", "rejected"] as const;
export type BastStatus = (typeof bastStatuses)[number];
