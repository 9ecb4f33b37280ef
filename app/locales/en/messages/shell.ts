// English server messages of the "shell" area (see ../messages.ts): each value is the server's exact English text.
export default {};
