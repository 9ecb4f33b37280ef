import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Pause, Pencil, Play, Square } from "lucide-react";
import { AttachmentsCard } from "~/components/documents/attachments-card";
import { LinesTable } from "~/components/documents/lines-table";
import { StatusBadge } from "~/components/documents/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/layout/page-header";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SectionCard } from "~/components/ui/section-card";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { Textarea } from "~/components/ui/textarea";
import { formatDateId, formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { FREQUENCY_LABELS, PAYMENT_METHOD_LABELS, RecurringActionSchema } from "~/lib/schemas/recurring";
import { getProduct } from "~/models/product.server";
import { billingConfigOf, billingsOfProfile, orderOf, profileHistory, profileVersion } from "~/models/recurring.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, responseMessage } from "~/services/http.server";
import { readDocumentForm } from "~/services/document-attachments.server";
import { attachToProfile, decideRecurringProfile, profileAttachments, visibleProfile } from "~/services/recurring.server";
import { STATUS_VARIANT } from "./_portal.recurring._index";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.profile.recurringId ?? "Recurring profile"} · Digimon` }];
export const handle = { title: "Recurring profile" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:recurring");
  const profile = visibleProfile(user, params.id ?? "");
  const product = getProduct(profile.productId);
  return json({
    profile: { ...profile, order: orderOf(profile), billingConfig: billingConfigOf(profile) },
    productName: product ? `${product.productCode} · ${product.name}` : profile.productId,
    billings: billingsOfProfile(profile.id),
    attachments: profileAttachments(profile.id).map((a) => ({ id: a.id, url: a.url, oriFilename: a.oriFilename, attachmentType: a.attachmentType, filetype: a.filetype, size: a.size, createdAt: a.createdAt })),
    history: profileHistory(profile.id),
    version: profileVersion(profile.id),
    canManage: hasPermission(user, "manage:recurring"),
  });
}

const DONE: Record<string, string> = { activate: "Profile activated", pause: "Profile paused", resume: "Profile resumed", stop: "Profile stopped" };

const ATTACHMENT_TYPES = ["kontrak", "po", "pks", "other"] as const;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:recurring");
  const id = params.id ?? "";
  const formData = await readDocumentForm(request);
  if (formData.get("intent") === "upload") {
    const result = await attachToProfile(user, id, formData);
    if (!result.ok) return json({ error: result.error, field: "upload" }, { status: 400 });
    return redirect(`/recurring/${id}`, { headers: await withToast(request, { kind: "success", title: `${result.name} attached` }) });
  }
  const parsed = RecurringActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const stop = parsed.error.issues.find((i) => i.path[0] === "message");
    if (stop) return json({ error: stop.message, field: "message" }, { status: 400 });
    throw httpError(400, "That request is not valid.");
  }
  const input = parsed.data;
  try {
    decideRecurringProfile(user, id, input.intent === "stop" ? { intent: "stop", message: input.message } : { intent: input.intent }, { version: input.version });
  } catch (error) {
    const message = await responseMessage(error);
    if (!message || !(error instanceof Response) || error.status === 404 || error.status >= 500) throw error;
    return json({ error: message, field: null }, { status: error.status });
  }
  return redirect(`/recurring/${id}`, { headers: await withToast(request, { kind: "success", title: DONE[input.intent] }) });
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

const EVENT_LABEL: Record<string, string> = {
  "workflow.start": "Created",
  "recurring.activate": "Activated",
  "recurring.pause": "Paused",
  "recurring.resume": "Resumed",
  "recurring.stop": "Stopped",
  "recurring.billed": "Billed",
};

export default function RecurringProfilePage() {
  const { profile, productName, billings, attachments, history, version, canManage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const ref = profile.config.reference;
  const order = profile.order;
  const decide = (intent: string, label: string, icon: React.ReactNode, variant: "default" | "outline" = "outline") => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {version !== null ? <input type="hidden" name="version" value={version} /> : null}
      <Button type="submit" variant={variant} disabled={busy}>
        {icon} {label}
      </Button>
    </Form>
  );
  const open = profile.status !== "Finished" && profile.status !== "Stopped";
  return (
    <div className="space-y-4">
      <PageHeader
        title={profile.name}
        description={profile.recurringId}
        crumbs={[{ label: "Recurring billing", to: "/recurring" }, { label: profile.recurringId }]}
        actions={
          canManage && open ? (
            <>
              {profile.status === "Idle" ? decide("activate", "Activate", <Play aria-hidden="true" />, "default") : null}
              {profile.status === "Active" ? decide("pause", "Pause", <Pause aria-hidden="true" />) : null}
              {profile.status === "Paused" ? decide("resume", "Resume", <Play aria-hidden="true" />, "default") : null}
              <Button asChild variant="outline">
                <Link to={`/recurring/${profile.id}/edit`}>
                  <Pencil aria-hidden="true" /> Edit
                </Link>
              </Button>
            </>
          ) : null
        }
      />
      {actionData?.error && actionData.field === null ? (
        <Alert variant="destructive">
          <AlertDescription>{actionData.error}</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-3">
            <CardTitle className="text-base">Schedule</CardTitle>
            <Badge variant={STATUS_VARIANT[profile.status]} aria-label={`Status: ${profile.status}`}>
              {profile.status}
            </Badge>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 sm:grid-cols-3">
              <Item label="Product">{productName}</Item>
              <Item label="Frequency">{FREQUENCY_LABELS[profile.frequency]}</Item>
              <Item label="Billings made">
                {profile.numOfBillingSent} of {profile.occurence}
              </Item>
              <Item label="First billing">
                {formatDateId(ref.firstBillingDate)} (due {formatDateId(ref.firstBillingDueDate)})
              </Item>
              <Item label="Last billing">
                {formatDateId(ref.lastBillingDate)} (due {formatDateId(ref.lastBillingDueDate)})
              </Item>
              <Item label="Next billing">{profile.nextBillingDate ? formatDateId(profile.nextBillingDate) : "–"}</Item>
              <Item label="Due">{ref.dueDateDayAfter} day(s) after each billing</Item>
              <Item label="Each billing (before tax)">{formatRupiah(order.grandTotal)}</Item>
              <Item label="All billings (before tax)">{formatRupiah(order.recurringGrandTotal)}</Item>
            </dl>
          </CardContent>
        </Card>
        <SectionCard title="Billing settings">
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            <Item label="Payment method">{PAYMENT_METHOD_LABELS[profile.billingConfig.payment_method]}</Item>
            <Item label="Kode WAPU · affiliation">
              {profile.billingConfig.kode_wapu} · {profile.billingConfig.afiliasi}
            </Item>
            <Item label="PPh 23 · tax invoice">
              {profile.billingConfig.include_pph ? "withheld" : "not withheld"} · {profile.billingConfig.include_tax_invoice ? "requested" : "not requested"}
            </Item>
            <Item label="Owner">
              {[profile.meta.owner.division?.desc, profile.meta.owner.unit?.desc, profile.meta.owner.team?.desc].filter(Boolean).join(" · ") || "–"}
            </Item>
            {order.poNumber ? <Item label="Customer PO">{order.poNumber}</Item> : null}
          </dl>
        </SectionCard>
      </div>

      <div className="grid gap-4 xl:grid-cols-2">
        {[
          { title: "From", party: order.from, company: "", mailed: null },
          { title: "To", party: order.to, company: order.to.company, mailed: order.to.send_email },
        ].map(({ title, party, company, mailed }) => (
          <Card key={title}>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">{title}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-1 text-sm">
              <p className="font-medium">{company || party.name}</p>
              {company && company !== party.name ? <p>Attn. {party.name}</p> : null}
              <p className="text-muted-foreground">{party.address}</p>
              <p className="text-muted-foreground">
                NPWP {party.npwp || "–"}
                {party.email ? ` · ${party.email}` : ""}
                {mailed === null ? "" : mailed ? " · e-mailed each billing" : " · not e-mailed"}
              </p>
            </CardContent>
          </Card>
        ))}
      </div>

      <SectionCard title="Lines of each billing">
        <LinesTable lines={order.details} total={order.grandTotal} label="Lines of each billing" />
      </SectionCard>

      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Billings made</CardTitle>
          <CardDescription>One per period, each exactly once.</CardDescription>
        </CardHeader>
        <CardContent>
          <Table aria-label="Billings made">
            <TableHeader>
              <TableRow>
                <TableHead className="w-12">#</TableHead>
                <TableHead>Billing</TableHead>
                <TableHead>Billing date</TableHead>
                <TableHead>Due</TableHead>
                <TableHead className="text-end">Amount</TableHead>
                <TableHead>Billing status</TableHead>
                <TableHead>Invoice</TableHead>
                <TableHead>Faktur</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {billings.length === 0 ? (
                <TableEmptyRow colSpan={8} className="py-6">
                  No billings yet{profile.nextBillingDate ? `; the first is due ${formatDateId(profile.nextBillingDate)}` : ""}.
                </TableEmptyRow>
              ) : (
                billings.map((b) => (
                  <TableRow key={b.id}>
                    <TableCell className="text-muted-foreground">{b.sequence}</TableCell>
                    <TableCell>
                      <Link to={`/billings/${b.id}`} className="text-primary hover:underline">
                        {b.billingNumber ?? "draft"}
                      </Link>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateId(b.billingDate)}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateId(b.dueDate)}</TableCell>
                    <TableCell className="text-end">{formatRupiah(b.finalPrice)}</TableCell>
                    <TableCell>
                      <StatusBadge value={b.status} />
                    </TableCell>
                    <TableCell className="space-x-2 whitespace-nowrap">
                      {b.invoiceId ? (
                        <Link to={`/invoices/${b.invoiceId}`} className="text-primary hover:underline">
                          {b.invoiceNumber ?? "awaiting approval"}
                        </Link>
                      ) : (
                        "–"
                      )}
                      {b.statusInvoice ? <StatusBadge value={b.statusInvoice} /> : null}
                    </TableCell>
                    <TableCell>{b.statusFaktur ? <StatusBadge value={b.statusFaktur} /> : "–"}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <AttachmentsCard items={attachments} types={ATTACHMENT_TYPES} canUpload={canManage && open} error={actionData?.field === "upload" ? actionData.error : null} />

      <div className="grid gap-4 xl:grid-cols-2">
        <SectionCard title="History">
          <ol className="space-y-2 text-sm">
            {history.map((h) => (
              <li key={h.id} className="flex flex-wrap gap-x-2">
                <span className="font-medium">{EVENT_LABEL[h.event] ?? h.event}</span>
                <span className="text-muted-foreground">
                  by {h.by}, {formatDateTimeId(new Date(h.at))}
                </span>
                {h.message ? <span className="w-full text-muted-foreground">“{h.message}”</span> : null}
              </li>
            ))}
          </ol>
        </SectionCard>
        {canManage && open ? (
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Stop this profile</CardTitle>
              <CardDescription>No further billings are made; the billings already made stay as they are. This cannot be undone.</CardDescription>
            </CardHeader>
            <CardContent>
              <Form method="post" className="space-y-3">
                <input type="hidden" name="intent" value="stop" />
                {version !== null ? <input type="hidden" name="version" value={version} /> : null}
                <div className="grid gap-1.5">
                  <Label htmlFor="stop-message">Reason</Label>
                  <Textarea id="stop-message" name="message" rows={2} required minLength={3} aria-invalid={actionData?.field === "message" ? true : undefined} aria-describedby={actionData?.field === "message" ? "stop-message-error" : undefined} />
                  {actionData?.field === "message" ? (
                    <p id="stop-message-error" className="text-sm text-destructive">
                      {actionData.error}
                    </p>
                  ) : null}
                </div>
                <Button type="submit" variant="destructive" disabled={busy}>
                  <Square aria-hidden="true" /> Stop profile
                </Button>
              </Form>
            </CardContent>
          </Card>
        ) : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
