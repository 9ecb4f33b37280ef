// English: the "common" group of the "admin" namespace (../admin.ts). app/locales/README.md has the rules.
export default {};
