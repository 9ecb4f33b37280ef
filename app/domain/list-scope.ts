/**
 * What a user may see in a list of an entity (invoices, billings, purchase orders, products, users):
 * everything, or the rows of these divisions and these products. services/access-scope.server.ts
 * decides it from the user's permissions; the models filter by it.
 */
export type ListScope = { all: true } | { all: false; divisionIds: string[]; productIds: string[] };
