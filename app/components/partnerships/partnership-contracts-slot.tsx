/**
 * SLOT for the contracts engineer (issue 23): contracts get a `partnership_id` and this partnership's detail page
 * shows them here. Replace this component's body with the "Contracts" section (its loader data comes from
 * partnershipDetail in app/services/partnerships.server.ts: add a `contracts` field there). Until then it renders
 * nothing, so the page has no empty section.
 */
export function PartnershipContractsSlot(_props: { partnershipId: string }) {
  return null;
}
