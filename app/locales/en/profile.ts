// English: the "profile" namespace (the profile page). app/locales/README.md has the rules.
export default {
  language: {
    title: "Language",
    description: "The language of the portal, your e-mails and the PDFs you download. Dates and amounts keep the Indonesian format in both.",
    label: "Language",
    save: "Save language",
    saved: "Language changed",
  },
};
