import { describe, expect, it } from "vitest";
import { changesOf, diffFields, flattenFields } from "./field-diff";

describe("flattenFields", () => {
  it("flattens nested objects and arrays to dotted paths, skipping bookkeeping columns", () => {
    const flat = flattenFields({ name: "A", config: { fee: 5000, bank: { name: "BRI" } }, details: [{ price: 10 }, { price: 20 }], updatedAt: "x" });
    expect([...flat.entries()]).toEqual([
      ["name", "A"],
      ["config.fee", 5000],
      ["config.bank.name", "BRI"],
      ["details[0].price", 10],
      ["details[1].price", 20],
    ]);
  });
});

describe("diffFields", () => {
  it("lists only the fields whose value changed, with before and after", () => {
    const before = { name: "Starter", config: { administration_fee: 5000, payment_terms_days: 14 }, updatedAt: "2026-01-01" };
    const after = { name: "Starter", config: { administration_fee: 7500, payment_terms_days: 14 }, updatedAt: "2026-02-01" };
    expect(diffFields(before, after)).toEqual([{ field: "config.administration_fee", before: 5000, after: 7500 }]);
  });

  it("treats a creation as every field going from null to its value", () => {
    expect(diffFields(null, { totalPrice: 100, note: "" })).toEqual([
      { field: "totalPrice", before: null, after: 100 },
      { field: "note", before: null, after: "" },
    ]);
  });

  it("records added and removed lines and keys", () => {
    const changes = diffFields({ details: [{ price: 10 }], bank: { account: "1" } }, { details: [{ price: 10 }, { price: 30 }] });
    expect(changes).toEqual([
      { field: "bank.account", before: "1", after: null },
      { field: "details[1].price", before: null, after: 30 },
    ]);
  });

  it("tells a number from the same digits as text, and null from an empty string", () => {
    expect(diffFields({ a: 1, b: null }, { a: "1", b: "" })).toEqual([
      { field: "a", before: 1, after: "1" },
      { field: "b", before: null, after: "" },
    ]);
  });

  it("drops ignored paths and everything below them", () => {
    expect(diffFields({ images: [{ url: "a" }], name: "x" }, { images: [{ url: "b" }], name: "y" }, { ignore: ["images"] })).toEqual([{ field: "name", before: "x", after: "y" }]);
  });

  it("hides the values of secret keys but still tells that they changed", () => {
    const before = { payment: { sandbox: { merchant_id: "M1", merchant_key_encrypted: "enc-a" } } };
    const after = { payment: { sandbox: { merchant_id: "M1", merchant_key_encrypted: "enc-b" } } };
    expect(diffFields(before, after, { secretKeys: ["merchant_key_encrypted"] })).toEqual([{ field: "payment.sandbox.merchant_key_encrypted", before: "[hidden]", after: "[hidden]" }]);
    expect(diffFields(before, before, { secretKeys: ["merchant_key_encrypted"] })).toEqual([]);
  });

  it("ignores regenerated line ids", () => {
    expect(diffFields({ details: [{ _id: "a", price: 1 }] }, { details: [{ _id: "b", price: 1 }] })).toEqual([]);
  });

  it("finds nothing when nothing changed", () => {
    expect(diffFields({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toEqual([]);
  });
});

describe("changesOf", () => {
  it("reads changes back from an activity detail and ignores details without them", () => {
    expect(changesOf({ changes: [{ field: "x", before: 1, after: 2 }, { nonsense: true }] })).toEqual([{ field: "x", before: 1, after: 2 }]);
    expect(changesOf({ code: "A" })).toEqual([]);
    expect(changesOf(null)).toEqual([]);
  });
});
