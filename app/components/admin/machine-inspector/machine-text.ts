import type { TFunction } from "i18next";

type Lookup = (key: string, values?: Record<string, unknown>) => string;

/**
 * The translated display names and descriptions of the registered machines, their states and the stuck-instance
 * rules. Ids are data, so the keys are built from them; machine-text.test.ts checks that every registered machine,
 * described state and stuck rule has its key (and that the English matches the definitions).
 */
export function machineText(t: TFunction<"inspector">) {
  const lookup = t as unknown as Lookup;
  const description = (machineId: string) => lookup(`machines.${machineId}.description`);
  return {
    title: (machineId: string) => lookup(`machines.${machineId}.title`),
    description,
    /** A state's description ("" is the machine itself); "" when the definition gives none (so no key is looked up). */
    // A nested state's path ("evaluation.legalReview") is keyed with "/": its parent has a description of its own,
    // so the parent's key cannot also be an object of its children.
    state: (machineId: string, path: string, english: string | null | undefined) => (!english ? "" : path === "" ? description(machineId) : lookup(`states.${machineId}.${path.replaceAll(".", "/")}`)),
    why: (machineId: string, state: string) => lookup(`stuck.why.${machineId}.${state}`),
  };
}
