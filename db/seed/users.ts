import { seededRandom } from "./random";

export const DEMO_PASSWORD = "Digimon#2026";

export type UserSeed = {
  id: string; email: string; fullname: string | null; roles: string[]; nik: string; phone: string;
  unit: string; position?: string; referenceId: string; jobPosition: string; status?: "active" | "blocked" | "pending";
  levelAccess?: number; grantAccess?: string[];
};

/** The README's demo accounts (issue 2). referenceId is the NIK-like number that ties people to products. */
export const DEMO_USERS: UserSeed[] = [
  { id: "usr-super-admin", email: "super.admin@digimon.test", fullname: "Rina Kartika", roles: ["super-admin"], nik: "3174014501850001", phone: "081210000001", unit: "DDB10000000", position: "DDB10000000-P01", referenceId: "850001", jobPosition: "Super Admin", levelAccess: 1 },
  { id: "usr-admin", email: "admin@digimon.test", fullname: "Budi Santoso", roles: ["admin"], nik: "3174011203860002", phone: "081210000002", unit: "DDB20000000", position: "DDB20000000-P01", referenceId: "860002", jobPosition: "Portal Administrator", levelAccess: 1 },
  { id: "usr-owner", email: "owner@digimon.test", fullname: "Siti Nurhaliza", roles: ["product-owner", "member"], nik: "3273015607880003", phone: "081210000003", unit: "DDB10000000", position: "DDB10000000-P02", referenceId: "880003", jobPosition: "Manager Product Billing" },
  { id: "usr-signer", email: "signer@digimon.test", fullname: "Agus Prasetyo", roles: ["invoice-signer", "member"], nik: "3578012109800004", phone: "081210000004", unit: "DDB10000000", position: "DDB10000000-P01", referenceId: "800004", jobPosition: "VP Digital & Next Business" },
  { id: "usr-member", email: "member@digimon.test", fullname: "Dewi Lestari", roles: ["member"], nik: "3201016611920005", phone: "081210000005", unit: "DES10000000", position: "DES10000000-P02", referenceId: "920005", jobPosition: "Manager Enterprise Billing" },
  { id: "usr-settlement", email: "settlement@digimon.test", fullname: "Hendra Wijaya", roles: ["settlement"], nik: "3171010407870006", phone: "081210000006", unit: "FCT10000000", position: "FCT10000000-P01", referenceId: "870006", jobPosition: "Manager Billing & Collection" },
  { id: "usr-partner", email: "partner@digimon.test", fullname: "Yusuf Hamdani", roles: ["partner"], nik: "3374011008900007", phone: "081210000007", unit: "DES20000000", referenceId: "900007", jobPosition: "Partner PIC" },
  { id: "usr-companion", email: "companion@digimon.test", fullname: "Maya Anggraini", roles: ["companion"], nik: "3471015502910008", phone: "081210000008", unit: "DES10000000", position: "DES10000000-P01", referenceId: "910008", jobPosition: "Companion", levelAccess: 3 },
  { id: "usr-finance", email: "finance@digimon.test", fullname: "Lukas Pranoto", roles: ["finance-manager"], nik: "3171012511840010", phone: "081210000010", unit: "FCT10000000", position: "FCT10000000-P02", referenceId: "840010", jobPosition: "Finance Manager" },
];

/** The approver of the enterprise products AC and SA (not a demo login, but a real signer in the data). */
export const ENTERPRISE_SIGNER: UserSeed = {
  id: "usr-ent-signer", email: "fajar.nugroho@digimon.test", fullname: "Fajar Nugroho", roles: ["invoice-signer", "approver"], nik: "3175020201820009",
  phone: "081210000009", unit: "DES10000000", position: "DES10000000-P02", referenceId: "820009", jobPosition: "GM Enterprise Account",
};

const FIRST = ["Andi", "Bayu", "Citra", "Dian", "Eko", "Fitri", "Gilang", "Hana", "Indra", "Joko", "Kurnia", "Lina", "Mega", "Nanda", "Oki", "Putri", "Rizky", "Sari", "Taufik", "Wulan", "Yoga", "Zahra"];
const LAST = ["Saputra", "Hidayat", "Permata", "Kusuma", "Siregar", "Nasution", "Wibowo", "Rahmawati", "Simanjuntak", "Halim", "Pohan", "Utami"];
const UNITS = ["DDB10000000", "DDB20000000", "ITS10000000", "DES10000000", "DES20000000", "DGS10000000", "FCT10000000"];
const ROLE_MIX = ["member", "member", "member", "approver", "companion", "legal", "spa", "settlement"];

/** More staff so lists, paging and filters have something to show. */
export function generatedUsers(count = 36): UserSeed[] {
  const rnd = seededRandom(20261121);
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const last = rnd.pick(LAST);
    const n = String(i + 10).padStart(4, "0");
    return {
      id: `usr-gen-${n}`, email: `${first}.${last}.${n}`.toLowerCase() + "@digimon.test", fullname: `${first} ${last}`, roles: [rnd.pick(ROLE_MIX)],
      nik: `31740${rnd.int(10000000000, 99999999999)}`, phone: `0812${rnd.int(10000000, 99999999)}`, unit: rnd.pick(UNITS), referenceId: String(930000 + i),
      jobPosition: rnd.pick(["Officer", "Senior Officer", "Manager", "Account Manager"]), status: i % 11 === 5 ? "blocked" : i % 13 === 7 ? "pending" : "active",
    };
  });
}
