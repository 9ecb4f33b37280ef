/** The group's own company as the "from" party of its documents (editable per PO). */
export const GROUP_SELLER = {
  name: "PT Telkom Indonesia (Persero) Tbk",
  address: "Jl. Japati No. 1, Bandung 40133, Jawa Barat",
  phone: "022-4521510",
  email: "billing@digimon.test",
  npwp: "010000131093000",
  sap_customer_id: "",
};
