// The rules moved down to app/domain/lists.ts so the models can read them without importing a component;
// kept here for the components and routes that import them from beside the table.
export * from "~/domain/lists";
