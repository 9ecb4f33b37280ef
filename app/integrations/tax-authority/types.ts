/**
 * The tax intermediary (the portal's e-Faktur gateway to DJP), as the portal sees it. The wire shape is the
 * QR-validation field set of domain-id.md section 1 (resValidateFakturPm): every value a string, lines in
 * detailTransaksi. Requests are accepted at once and answered later, so the portal polls.
 */

/** One line of the faktur (detailTransaksi). Amounts are whole rupiah written as strings. */
export type EfakturLine = {
  nama: string;
  hargaSatuan: string;
  jumlahBarang: string;
  hargaTotal: string;
  diskon: string;
  dpp: string;
  ppn: string;
  tarifPpnbm: string;
  ppnbm: string;
};

/** The faktur data the portal sends (the authority adds nomorFaktur, statusApproval and statusFaktur). */
export type EfakturData = {
  kdJenisTransaksi: string;
  fgPengganti: string;
  tanggalFaktur: string;
  npwpPenjual: string;
  namaPenjual: string;
  alamatPenjual: string;
  npwpLawanTransaksi: string;
  namaLawanTransaksi: string;
  alamatLawanTransaksi: string;
  jumlahDpp: string;
  jumlahPpn: string;
  jumlahPpnBm: string;
  referensi: string;
  detailTransaksi: EfakturLine[];
  /**
   * Only on a replacement (fgPengganti "1", issue 21): the 13-digit serial of the faktur it replaces, which the
   * replacement keeps (domain-id.md section 1: a replacement reuses the old serial).
   */
  nomorFaktur?: string;
};

/** What the intermediary also needs to post the receivable in the group's ledger (its posting errors are in the catalogue). */
export type PostingData = { customerId: string; companyCode: string; costElement: string; kodeUnit: string };

export type TaxInvoiceRequest = {
  /** The portal's reference of the invoice (its number): "Ref Id Invoice" in the intermediary's messages. */
  reference: string;
  /** Sent again with a resubmission after a lost answer, so the intermediary accepts it once. */
  idempotencyKey: string;
  data: EfakturData;
  posting: PostingData;
};

/** The answered faktur: the data as DJP validated it, with its number and status texts. */
export type ReceivedFaktur = EfakturData & { nomorFaktur: string; statusApproval: string; statusFaktur: string };

export type SubmitResult = { ok: true; requestId: string; tanggalTagihan: string } | { ok: false; message: string };

export type StatusResult =
  | { state: "processing" }
  | { state: "received"; requestId: string; url: string; fileUrl: string; data: ReceivedFaktur }
  | { state: "failed"; message: string };

/** A cancellation (batal) of a granted faktur, by its serial. */
export type TaxCancelRequest = {
  nomorFaktur: string;
  /** The invoice number the faktur was requested under. */
  reference: string;
  reason: string;
  /** Sent again with a retry after a lost answer, so the authority cancels once. */
  idempotencyKey: string;
};

/** Cancellations are answered at once: cancelled, or refused with the authority's message. */
export type CancelResult = { ok: true; nomorFaktur: string; cancelledAt: string } | { ok: false; message: string };

/** The interface the portal codes against; the HTTP client and the sandbox twin both implement it. */
export interface TaxAuthority {
  readonly name: string;
  /** Hands a faktur request over. A refusal at the door (for example a duplicate reference) comes back as ok:false. */
  submit(request: TaxInvoiceRequest, options?: { now?: Date }): Promise<SubmitResult>;
  /** Where the request stands. */
  status(requestId: string, options?: { now?: Date }): Promise<StatusResult>;
  /** Cancels a granted faktur (issue 21). Unreachable throws TaxAuthorityUnavailableError, as the other calls do. */
  cancel(request: TaxCancelRequest, options?: { now?: Date }): Promise<CancelResult>;
}

/** The intermediary could not be reached, timed out or answered 5xx: retried with backoff, shown as pending. */
export class TaxAuthorityUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TaxAuthorityUnavailableError";
  }
}
