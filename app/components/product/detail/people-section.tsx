import { PenLine } from "lucide-react";
import { Section } from "~/components/product/section";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import type { ProductView } from "./product-view";

const ROLE_TITLE = { owner: "Owner", member: "Member", operational: "Operational" } as const;

/** Owners, members and operational members, and who signs the invoices. */
export function PeopleSection({ p }: { p: ProductView }) {
  return (
    <Section id="people" title="People" description="Owners, members and operational members. The signer approves this product's invoices.">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Role</TableHead>
            <TableHead>Name</TableHead>
            <TableHead>E-mail</TableHead>
            <TableHead>Reference id</TableHead>
            <TableHead>Account</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {p.people.map((m) => (
            <TableRow key={m.id}>
              <TableCell className="text-muted-foreground">{ROLE_TITLE[m.role]}</TableCell>
              <TableCell className="font-medium">
                <span className="inline-flex items-center gap-2">
                  {m.name}
                  {m.isInvoiceSigner ? (
                    <Badge variant="default">
                      <PenLine aria-hidden="true" /> Invoice signer
                    </Badge>
                  ) : null}
                </span>
              </TableCell>
              <TableCell>{m.email || <span className="text-muted-foreground">—</span>}</TableCell>
              <TableCell className="font-mono text-xs">{m.referenceId}</TableCell>
              <TableCell>
                {m.userStatus === "active" ? (
                  <Badge variant="success">Active</Badge>
                ) : m.userStatus === "pending" ? (
                  <Badge variant="warning">Pending activation</Badge>
                ) : m.userStatus ? (
                  <Badge variant="destructive">{m.userStatus}</Badge>
                ) : (
                  <span className="text-xs text-muted-foreground">No account</span>
                )}
              </TableCell>
            </TableRow>
          ))}
          {p.people.length === 0 ? (
            <TableEmptyRow colSpan={5} className="py-6">
              Nobody is on this product yet.
            </TableEmptyRow>
          ) : null}
        </TableBody>
      </Table>
    </Section>
  );
}
