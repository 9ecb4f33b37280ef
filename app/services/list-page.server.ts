import { customerName, type ListParams, type PageInfo } from "~/models/document-lists.server";

/** What every document list page sends besides its rows: paging, the URL's filters and sort, the product options and the filtered customer's name. */
export function listPageData<P>(params: ListParams, info: PageInfo, products: P[]) {
  const customer = params.filters.customer;
  return { info, filters: params.filters, sort: params.sort, dir: params.dir, products, customer: customer ? (customerName(customer) ?? customer) : null };
}
