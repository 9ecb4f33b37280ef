import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatRupiah } from "~/domain/money";
import { sandboxFaktur } from "~/integrations/tax-authority/sandbox.server";
import { requireUser } from "~/services/auth.server";
import { isSandbox } from "~/services/env.server";
import { httpError } from "~/services/http.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Faktur ${data?.faktur.nomorFaktur ?? ""} (sandbox) · Digimon` }];

/** The sandbox intermediary's "file" of a faktur it granted (the file_url the portal stores). Sandbox mode only. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  if (!isSandbox()) throw httpError(404, "There is no sandbox here.");
  const faktur = sandboxFaktur(params.nomor ?? "");
  if (!faktur) throw httpError(404, "The sandbox has no faktur with that number.");
  return json({ faktur });
}

const rp = (v: string) => (/^\d+$/.test(v) ? formatRupiah(Number(v)) : v);

export default function SandboxFaktur() {
  const { faktur } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl space-y-6 p-8 text-sm">
      <header className="border-b pb-4">
        <p className="text-xs uppercase tracking-wide text-muted-foreground">Sandbox tax intermediary · not a legal document</p>
        <h1 className="text-2xl font-semibold">Faktur Pajak {faktur.nomorFaktur}</h1>
        <p>
          {faktur.statusFaktur} · {faktur.statusApproval}
        </p>
      </header>
      <section className="grid grid-cols-2 gap-6">
        <div>
          <h2 className="font-semibold">Pengusaha Kena Pajak</h2>
          <p>{faktur.namaPenjual}</p>
          <p>{faktur.alamatPenjual}</p>
          <p className="font-mono">NPWP {faktur.npwpPenjual}</p>
        </div>
        <div>
          <h2 className="font-semibold">Pembeli</h2>
          <p>{faktur.namaLawanTransaksi}</p>
          <p>{faktur.alamatLawanTransaksi}</p>
          <p className="font-mono">NPWP {faktur.npwpLawanTransaksi}</p>
        </div>
      </section>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b text-start">
            <th className="py-1 text-start">Nama barang / jasa</th>
            <th className="text-end">Jumlah</th>
            <th className="text-end">Harga total</th>
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
        <dt>Tanggal faktur</dt>
        <dd className="text-end">{faktur.tanggalFaktur}</dd>
        <dt>Kode transaksi</dt>
        <dd className="text-end">{faktur.kdJenisTransaksi}</dd>
        <dt>DPP</dt>
        <dd className="text-end">{rp(faktur.jumlahDpp)}</dd>
        <dt>PPN</dt>
        <dd className="text-end">{rp(faktur.jumlahPpn)}</dd>
        <dt>Referensi</dt>
        <dd className="text-end">{faktur.referensi}</dd>
      </dl>
    </main>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
