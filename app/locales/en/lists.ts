// English: the "lists" namespace. Keys are nested by screen or component; app/locales/README.md has the rules.
export default {};
