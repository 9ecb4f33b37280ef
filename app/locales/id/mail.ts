import type en from "../en/mail";
import type { Translation } from "../translation";

// Bahasa Indonesia: the "mail" namespace. Same keys as ../en/mail.ts (the type refuses a missing or extra key).
export default {
  // Notifikasi dokumen (di portal) dan e-mailnya (services/document-notifications.server.ts), dalam bahasa penerima.
  documents: {
    invoice: {
      invoiced: "Invoice {{name}} menunggu persetujuan",
      approved: "Invoice {{name}} telah disetujui",
      returned: "Invoice {{name}} dikembalikan",
      rejected: "Invoice {{name}} ditolak",
      canceled: "Invoice {{name}} dibatalkan",
      reissued: "Invoice {{name}} diterbitkan ulang",
      issued: "Invoice {{name}} telah diterbitkan",
      paid: "Invoice {{name}} telah dibayar",
      other: "Invoice {{name}}: {{state}}",
      forBilling: "untuk tagihan {{number}}",
    },
    billing: {
      invoiced: "Tagihan {{name}} menunggu persetujuan",
      approved: "Tagihan {{name}} telah disetujui",
      returned: "Tagihan {{name}} dikembalikan",
      rejected: "Tagihan {{name}} ditolak",
      canceled: "Tagihan {{name}} dibatalkan",
      reissued: "Tagihan {{name}} diterbitkan ulang",
      issued: "Tagihan {{name}} telah diterbitkan",
      paid: "Tagihan {{name}} telah lunas",
      other: "Tagihan {{name}}: {{state}}",
      draft: "draf",
    },
    summary: "{{customer}}, {{amount}}",
    byActor: "{{summary}}, oleh {{actor}}",
    withReason: "{{summary}}: {{reason}}",
    taxInvoice: {
      received: "Faktur pajak {{name}} telah diterima",
      failed: "Faktur pajak {{name}} gagal",
      receivedText: "Faktur {{number}} untuk {{customer}}",
      refused: "Ditolak oleh Direktorat Jenderal Pajak",
      retryable: "{{message}} (invoice tetap disetujui; ulangi dari halaman invoice)",
      returned: "{{message}} (dikembalikan oleh {{returner}})",
    },
    mailBody: "{{text}}\n\nBuka di Digimon: {{link}}",
  },
  account: {
    otp: {
      subject: "Kode masuk Digimon: {{code}}",
      body: "Halo {{name}},\n\nKode masuk Digimon Anda adalah {{code}}.\nKode ini berlaku selama 5 menit dan hanya dapat digunakan sekali.\n\nJika Anda tidak sedang mencoba masuk, segera ubah kata sandi Anda.",
    },
    activation: {
      subject: "Aktifkan akun Digimon Anda",
      body: "Halo {{name}},\n\nAktifkan akun Anda dalam waktu 7 hari:\n{{link}}\n",
    },
    registeredAgain: {
      subject: "Seseorang mencoba mendaftar dengan alamat e-mail Anda",
      body: "Halo {{name}},\n\nSeseorang (mungkin Anda) mencoba membuat akun Digimon dengan alamat ini, padahal alamat ini sudah memiliki akun.\nMasuk di {{loginUrl}}, atau buat kata sandi baru di {{forgotUrl}}.\n\nJika itu bukan Anda, abaikan pesan ini.",
    },
    reset: {
      subject: "Reset kata sandi Digimon Anda",
      body: "Halo {{name}},\n\nBuat kata sandi baru dalam waktu satu jam (tautan hanya dapat dipakai sekali):\n{{link}}\n\nJika Anda tidak memintanya, abaikan pesan ini.",
    },
    invitation: {
      subject: "Aktifkan akun Digimon Anda",
      body: "Halo {{name}},\n\n{{reason}}\n\n1. Aktifkan akun Anda dalam waktu 7 hari:\n{{activationLink}}\n\n2. Tentukan kata sandi Anda (tautan hanya dapat dipakai sekali):\n{{passwordLink}}\n",
      addedToProduct: "Anda ditambahkan ke produk {{product}} ({{code}}) di Digimon oleh {{by}}.",
    },
    created: {
      subject: "Akun Digimon Anda",
      body: "Halo {{name}},\n\n{{admin}} telah membuatkan akun Digimon untuk Anda ({{email}}).\nAdministrator Anda akan memberikan kata sandi pertama; masuk di {{loginUrl}} lalu ubah kata sandi melalui menu Ubah kata sandi.\n",
    },
  },
  // Invoice yang dikirim ke pelanggan (services/invoice-delivery.server.ts), dalam bahasa pelanggan.
  customerInvoice: {
    subject: "Invoice {{number}} dari {{seller}}",
    subjectReissued: "Invoice {{number}} dari {{seller}} (pengganti {{replaces}})",
    greeting: "Yth. {{customer}},",
    intro: "Terlampir invoice {{number}} sebesar {{amount}}, jatuh tempo pada {{dueDate}}.",
    replaces: "Invoice ini menggantikan invoice {{replaces}}, yang tidak berlaku lagi.",
    transfer: "Mohon transfer tepat {{amount}} ke:\n  Bank: {{bank}}\n  Nomor rekening: {{account}}\n  Atas nama: {{owner}}",
    branch: "  Cabang: {{branch}}",
    uniqueCode: "Jumlah tersebut memuat kode unik {{code}} agar pembayaran Anda dapat kami kenali: mohon transfer tepat sampai ke rupiahnya, dalam satu kali transfer.",
    pphWithheld: "PPh 23 sebesar {{pph}} yang Anda potong sudah dikurangkan; mohon kirimkan bukti potongnya kepada kami.",
    va: "Mohon bayar {{amount}} ke virtual account:\n  Bank: {{bank}}\n  Nomor virtual account: {{number}}\n  Berlaku sampai: {{expires}}",
    vaFee: "Bank dapat mengenakan biaya sebesar {{fee}}.",
    attachmentsIntro: "Lampiran:",
    taxInvoiceLater: "Faktur pajak menyusul setelah diterbitkan oleh Direktorat Jenderal Pajak.",
    taxInvoiceLink: "Faktur pajak {{number}}: {{link}}",
    closing: "Terima kasih.\n\n{{seller}}\n{{sellerAddress}}",
    reportProblem: "Ada yang salah dengan invoice ini? Laporkan masalah: {{link}}",
  },
} satisfies Translation<typeof en>;
