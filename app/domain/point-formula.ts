/**
 * Reward points from paid revenue (issue 23): point_simple, fixed points per rupiah amount, and point_formula, a
 * formula an admin writes over a whitelist of variables. Formulas are parsed and evaluated by mathjs (a maintained
 * expression library that never uses eval or new Function); before evaluating, the parsed tree is walked and every
 * node kind, operator, function and variable not on the lists below is refused, so `constructor`, property access,
 * assignment, function definitions or `process.exit()` never reach the evaluator.
 */
import { createRequire } from "node:module";
import type * as MathJs from "mathjs";
import type { MathJsInstance, MathNode } from "mathjs";

export type PointType = "point_simple" | "point_formula";
export const DEFAULT_POINT_TYPE: PointType = "point_simple";

/** What a formula may read: the paid revenue in rupiah, the earner's target achievement (1 = 100 %), the product's code. */
export type FormulaVariables = { amount: number; achievement: number; product: string };
export const FORMULA_VARIABLES = ["amount", "achievement", "product"] as const;
const FUNCTIONS = new Set(["min", "max", "floor", "ceil", "round", "abs", "equalText"]);
const OPERATORS = new Set(["add", "subtract", "multiply", "divide", "unaryMinus", "unaryPlus", "larger", "largerEq", "smaller", "smallerEq", "equal", "unequal", "and", "or", "not", "mod"]);
const NODE_TYPES = new Set(["ConstantNode", "SymbolNode", "OperatorNode", "ParenthesisNode", "ConditionalNode", "FunctionNode"]);
const MAX_LENGTH = 500;

/**
 * Only the parser and the whitelisted operators and functions, not all of mathjs. Loaded on the first formula:
 * importing mathjs takes 0.5-1.5 s, and every process that imports the rewards (the server, each job, each test
 * file, through the effects and the workflow service) paid it at start although only a point_formula needs it.
 */
let math: MathJsInstance | null = null;
function mathjs(): MathJsInstance {
  if (math) return math;
  const m = createRequire(import.meta.url)("mathjs") as typeof MathJs;
  math = m.create({
    parseDependencies: m.parseDependencies, addDependencies: m.addDependencies, subtractDependencies: m.subtractDependencies, multiplyDependencies: m.multiplyDependencies,
    divideDependencies: m.divideDependencies, unaryMinusDependencies: m.unaryMinusDependencies, unaryPlusDependencies: m.unaryPlusDependencies, largerDependencies: m.largerDependencies,
    largerEqDependencies: m.largerEqDependencies, smallerDependencies: m.smallerDependencies, smallerEqDependencies: m.smallerEqDependencies, equalDependencies: m.equalDependencies,
    unequalDependencies: m.unequalDependencies, andDependencies: m.andDependencies, orDependencies: m.orDependencies, notDependencies: m.notDependencies, modDependencies: m.modDependencies,
    minDependencies: m.minDependencies, maxDependencies: m.maxDependencies, floorDependencies: m.floorDependencies, ceilDependencies: m.ceilDependencies, roundDependencies: m.roundDependencies,
    absDependencies: m.absDependencies, equalTextDependencies: m.equalTextDependencies,
  });
  return math;
}

/** Why a formula is refused: the server's English message, catalogued in app/locales/{en,id}/messages/rewards.ts. */
export const FORMULA_ERRORS = {
  empty: "Write the point formula.",
  tooLong: "Keep the point formula under 500 characters.",
  syntax: "The point formula cannot be read; check its brackets and operators.",
  notAllowed: "The point formula may use only amount, achievement and product, numbers, + - * / %, comparisons, and, or, not, ? :, and min, max, floor, ceil, round, abs, equalText.",
  notNumber: "The point formula must give a number.",
} as const;
export type FormulaError = (typeof FORMULA_ERRORS)[keyof typeof FORMULA_ERRORS];

function check(node: MathNode): FormulaError | null {
  let error: FormulaError | null = null;
  node.traverse((n, _path, parent) => {
    if (error) return;
    if (!NODE_TYPES.has(n.type)) error = FORMULA_ERRORS.notAllowed;
    else if (n.type === "OperatorNode" && !OPERATORS.has((n as unknown as { fn: string }).fn)) error = FORMULA_ERRORS.notAllowed;
    else if (n.type === "FunctionNode" && !FUNCTIONS.has((n as unknown as { fn: { name?: string } }).fn.name ?? "")) error = FORMULA_ERRORS.notAllowed;
    else if (n.type === "SymbolNode") {
      const name = (n as unknown as { name: string }).name;
      const isCallee = parent?.type === "FunctionNode" && (parent as unknown as { fn: MathNode }).fn === n;
      if (!isCallee && !(FORMULA_VARIABLES as readonly string[]).includes(name)) error = FORMULA_ERRORS.notAllowed;
    }
  });
  return error;
}

function compile(formula: string): { ok: true; run: (vars: FormulaVariables) => unknown } | { ok: false; error: FormulaError } {
  const text = formula.trim();
  if (!text) return { ok: false, error: FORMULA_ERRORS.empty };
  if (text.length > MAX_LENGTH) return { ok: false, error: FORMULA_ERRORS.tooLong };
  let node: MathNode;
  try {
    node = mathjs().parse(text);
  } catch {
    return { ok: false, error: FORMULA_ERRORS.syntax };
  }
  const refused = check(node);
  if (refused) return { ok: false, error: refused };
  try {
    const code = node.compile();
    return { ok: true, run: (vars) => code.evaluate({ ...vars }) };
  } catch {
    return { ok: false, error: FORMULA_ERRORS.notAllowed };
  }
}

/** Whole points from a formula's value: rounded down like point_simple, never negative; null when not a finite number. */
function toPoints(value: unknown): number | null {
  const n = typeof value === "boolean" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) return null;
  return Math.max(0, Math.floor(n + 1e-9));
}

/**
 * Checks a formula on save: it must parse, use only the whitelist, and give a number for a sample invoice.
 * Answers null when it is fine, or the error key.
 */
export function validateFormula(formula: string): FormulaError | null {
  const compiled = compile(formula);
  if (!compiled.ok) return compiled.error;
  try {
    return toPoints(compiled.run({ amount: 1_000_000, achievement: 1, product: "SAMPLE" })) === null ? FORMULA_ERRORS.notNumber : null;
  } catch {
    return FORMULA_ERRORS.notNumber;
  }
}

/** Points a formula gives; throws when the formula is invalid (validated on save, so only a changed whitelist could). */
export function formulaPoints(formula: string, vars: FormulaVariables): number {
  const compiled = compile(formula);
  if (!compiled.ok) throw new Error(`invalid point formula: ${compiled.error}`);
  const points = toPoints(compiled.run(vars));
  if (points === null) throw new Error("the point formula did not give a number");
  return points;
}

/** point_simple: one point per `rupiahPerPoint` of paid revenue, rounded down. */
export function simplePoints(amount: number, rupiahPerPoint: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0 || !Number.isSafeInteger(rupiahPerPoint) || rupiahPerPoint <= 0) return 0;
  return Math.floor(amount / rupiahPerPoint);
}

export type PointRule = { pointType: PointType; rupiahPerPoint: number; formula: string };

export function pointsFor(rule: PointRule, vars: FormulaVariables): number {
  return rule.pointType === "point_formula" ? formulaPoints(rule.formula, vars) : simplePoints(vars.amount, rule.rupiahPerPoint);
}
