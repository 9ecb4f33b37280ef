// English: the "auth" namespace (sign-in, OTP, registration, password pages). app/locales/README.md has the rules.
export default {
  languageSwitch: "Language",
};
