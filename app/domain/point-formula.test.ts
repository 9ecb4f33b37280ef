import { FORMULA_ERRORS, formulaPoints, pointsFor, simplePoints, validateFormula } from "./point-formula";

const vars = { amount: 1_250_000, achievement: 1.2, product: "DGM" };

describe("point_simple", () => {
  it("gives one point per rate, rounded down", () => {
    expect(simplePoints(1_250_000, 100_000)).toBe(12);
    expect(simplePoints(99_999, 100_000)).toBe(0);
    expect(simplePoints(100_000, 100_000)).toBe(1);
  });
  it("gives nothing for a non-positive or fractional amount or rate", () => {
    expect(simplePoints(0, 100_000)).toBe(0);
    expect(simplePoints(-500_000, 100_000)).toBe(0);
    expect(simplePoints(1_000_000, 0)).toBe(0);
    expect(simplePoints(1_000_000.5, 100_000)).toBe(0);
  });
});

describe("point_formula", () => {
  it("evaluates the issue's example over amount and achievement", () => {
    const f = "amount / 100000 * (achievement >= 1 ? 1.5 : 1)";
    expect(validateFormula(f)).toBeNull();
    expect(formulaPoints(f, vars)).toBe(18); // 12.5 * 1.5 = 18.75, rounded down
    expect(formulaPoints(f, { ...vars, achievement: 0.5 })).toBe(12);
  });
  it("may compare the product's code and call the whitelisted functions", () => {
    expect(formulaPoints('equalText(product, "DGM") ? 10 : 1', vars)).toBe(10);
    expect(formulaPoints('equalText(product, "XYZ") ? 10 : 1', vars)).toBe(1);
    expect(formulaPoints("min(amount / 100000, 5) + max(0, floor(achievement))", vars)).toBe(6);
  });
  it("never gives negative points", () => {
    expect(formulaPoints("0 - amount", vars)).toBe(0);
  });
  it("goes through pointsFor by the rule's type", () => {
    expect(pointsFor({ pointType: "point_simple", rupiahPerPoint: 50_000, formula: "" }, vars)).toBe(25);
    expect(pointsFor({ pointType: "point_formula", rupiahPerPoint: 50_000, formula: "amount / 1000000" }, vars)).toBe(1);
  });
});

describe("a formula is refused on save", () => {
  it.each([
    ["", FORMULA_ERRORS.empty],
    ["amount / (", FORMULA_ERRORS.syntax],
    ["x".repeat(501), FORMULA_ERRORS.tooLong],
    ["constructor", FORMULA_ERRORS.notAllowed],
    ["process.exit()", FORMULA_ERRORS.notAllowed],
    ["process", FORMULA_ERRORS.notAllowed],
    ["evaluate(\"1+1\")", FORMULA_ERRORS.notAllowed],
    ["import({x: 1})", FORMULA_ERRORS.notAllowed],
    ["f(x) = x", FORMULA_ERRORS.notAllowed],
    ["a = 5", FORMULA_ERRORS.notAllowed],
    ["[1, 2]", FORMULA_ERRORS.notAllowed],
    ['{a: 1}["a"]', FORMULA_ERRORS.notAllowed],
    ["amount'", FORMULA_ERRORS.notAllowed],
    ['"text"', FORMULA_ERRORS.notNumber],
    ["amount / 0", FORMULA_ERRORS.notNumber],
  ])("%s", (formula, error) => {
    expect(validateFormula(formula)).toBe(error);
  });

  it.each(['amount.constructor("return process")()', "constructor.constructor", 'this.process.exit(1)', "amount.__proto__"])("%s (any refusal will do)", (formula) => {
    expect(validateFormula(formula)).not.toBeNull();
  });

  it("and an invalid one throws when evaluated rather than giving points", () => {
    expect(() => formulaPoints("process.exit()", vars)).toThrow(/invalid point formula/);
  });
});
