// English: the "common" namespace: words many screens share. app/locales/README.md has the rules.
export default {
  loading: "Loading",
};
