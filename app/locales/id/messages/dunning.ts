import type en from "../../en/messages/dunning";
import type { Translation } from "../../translation";

export default {
  onlyChased: "Hanya pengingat invoice yang disetujui dan belum lunas yang dapat dijeda.",
  pausedAlready: "Pengingat invoice ini sudah dijeda.",
  notPaused: "Pengingat invoice ini tidak sedang dijeda.",
  reasonShort: "Tulis alasan paling sedikit 3 karakter.",
  reasonLong: "Alasan paling banyak 500 karakter.",
} satisfies Translation<typeof en>;
