/** Partner companies (issue 23): the permissions and states the screens and the server share (no server code here). */
export const READ_COMPANY = "read:company";
export const MANAGE_COMPANY = "manage:company";
export const APPROVE_COMPANY = "approve:company";
export const COMPANY_STATES = ["registered", "approved", "rejected"] as const;
export type CompanyStateName = (typeof COMPANY_STATES)[number];
export const isCompanyState = (v: unknown): v is CompanyStateName => typeof v === "string" && (COMPANY_STATES as readonly string[]).includes(v);
export const PIC_STATES = ["waiting", "approved", "rejected"] as const;
export type PicStateName = (typeof PIC_STATES)[number];

/** A company's address on one line, as a document's party address reads ("Jl. ..., Bandung, Jawa Barat 40115, Indonesia"). */
export function companyAddressLine(a: { street: string; city: string; state: string; postalCode: string; country: string }): string {
  const region = [a.state, a.postalCode].filter(Boolean).join(" ");
  return [a.street, a.city, region, a.country].map((part) => part.trim()).filter(Boolean).join(", ");
}
