import { useLoaderData } from "@remix-run/react";
import { PartnershipContracts, type PartnershipContractRow } from "~/components/contracts/partnership-contracts";

/**
 * The partnership page's "Contracts" section (issue 23): the partnership's contracts and agreements within the
 * viewer's contract scope, from partnershipDetail's `contracts` field (services/contracts.server.ts partnershipContracts).
 */
export function PartnershipContractsSlot({ partnershipId }: { partnershipId: string }) {
  const { contracts } = useLoaderData<{ contracts?: { rows: PartnershipContractRow[]; mayCreate: boolean } }>();
  return contracts ? <PartnershipContracts partnershipId={partnershipId} rows={contracts.rows} mayCreate={contracts.mayCreate} /> : null;
}
