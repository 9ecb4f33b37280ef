/** The whole schema, one module per area under db/schema/. */
export * from "./schema/organisation";
export * from "./schema/users";
export * from "./schema/auth";
export * from "./schema/shell";
export * from "./schema/products";
export * from "./schema/workflow";
export * from "./schema/orders";
export * from "./schema/deliveries";
export * from "./schema/jobs";
export * from "./schema/partners";
export * from "./schema/operations";
export * from "./schema/gateway";
export * from "./schema/payments";
export * from "./schema/cash-outs";
export * from "./schema/settlements";
export * from "./schema/credit-notes";
export * from "./schema/dunning";
