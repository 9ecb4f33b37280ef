// English server messages of the Jobs page (the "jobs" group of ../admin.ts): the server's exact English text.
export default {
  chooseJob: "Choose a job to run.",
  noJob: 'There is no job "{{name}}"',
  noTsx: "Jobs cannot be started from here: there is no build and tsx is not installed",
};
