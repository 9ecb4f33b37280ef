import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatRupiah } from "~/domain/money";
import { pageMeta } from "~/lib/page-meta";
import { requestTranslator } from "~/services/i18n.server";
import { sandboxFaktur } from "~/integrations/tax-authority/sandbox.server";
import { requireUser } from "~/services/auth.server";
import { isSandbox } from "~/services/env.server";
import { httpError } from "~/services/http.server";

export const meta = pageMeta;

/** The sandbox intermediary's "file" of a faktur it granted (the file_url the portal stores). Sandbox mode only. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  if (!isSandbox()) throw httpError(404, "There is no sandbox here.");
  const faktur = sandboxFaktur(params.nomor ?? "");
  if (!faktur) throw httpError(404, "The sandbox has no faktur with that number.");
  const t = await requestTranslator(request, context, "documents");
  return json({ pageTitle: t("sandboxFaktur.pageTitle", { number: faktur.nomorFaktur }), faktur });
}

const rp = (v: string) => (/^\d+$/.test(v) ? formatRupiah(Number(v)) : v);

export default function SandboxFaktur() {
  const { faktur } = useLoaderData<typeof loader>();
  const { t } = useTranslation("documents");
  return (
    <main className="mx-auto max-w-3xl space-y-6 p-8 text-sm">
      <header className="border-b pb-4">
        <p className="text-xs uppercase tracking-wide text-muted-foreground">{t("sandboxFaktur.notice")}</p>
        <h1 className="text-2xl font-semibold">{t("sandboxFaktur.title", { number: faktur.nomorFaktur })}</h1>
        <p>
          {faktur.statusFaktur} · {faktur.statusApproval}
        </p>
      </header>
      <section className="grid grid-cols-2 gap-6">
        <div>
          <h2 className="font-semibold">{t("sandboxFaktur.seller")}</h2>
          <p>{faktur.namaPenjual}</p>
          <p>{faktur.alamatPenjual}</p>
          <p className="font-mono">NPWP {faktur.npwpPenjual}</p>
        </div>
        <div>
          <h2 className="font-semibold">{t("sandboxFaktur.buyer")}</h2>
          <p>{faktur.namaLawanTransaksi}</p>
          <p>{faktur.alamatLawanTransaksi}</p>
          <p className="font-mono">NPWP {faktur.npwpLawanTransaksi}</p>
        </div>
      </section>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b text-start">
            <th scope="col" className="py-1 text-start">{t("sandboxFaktur.goods")}</th>
            <th scope="col" className="text-end">{t("sandboxFaktur.quantity")}</th>
            <th scope="col" className="text-end">{t("sandboxFaktur.totalPrice")}</th>
          </tr>
        </thead>
        <tbody>
          {faktur.detailTransaksi.map((line, i) => (
            <tr key={i} className="border-b">
              <td className="py-1">{line.nama}</td>
              <td className="text-end">{line.jumlahBarang}</td>
              <td className="text-end">{rp(line.hargaTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ms-auto grid w-72 grid-cols-2 gap-1">
        <dt>{t("taxInvoice.fields.tanggalFaktur")}</dt>
        <dd className="text-end">{faktur.tanggalFaktur}</dd>
        <dt>{t("sandboxFaktur.transactionCode")}</dt>
        <dd className="text-end">{faktur.kdJenisTransaksi}</dd>
        <dt>DPP</dt>
        <dd className="text-end">{rp(faktur.jumlahDpp)}</dd>
        <dt>PPN</dt>
        <dd className="text-end">{rp(faktur.jumlahPpn)}</dd>
        <dt>{t("sandboxFaktur.reference")}</dt>
        <dd className="text-end">{faktur.referensi}</dd>
      </dl>
    </main>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
