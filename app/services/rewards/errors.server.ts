import { httpError } from "../http.server";

/** The approval's refusal when the last item went to another redemption first (the binding throws it; nothing is written). */
export const outOfStock = (name: string) => httpError(409, `${name} is out of stock.`);
