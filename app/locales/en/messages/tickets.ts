// English server messages of the "tickets" area (see ../messages.ts): support tickets and the customer's support
// page (issue 23). Each value is the server's exact English text.
export default {
  notOpenable: "That ticket does not exist or is not one you may open",
  needRead: "You need the permission read:ticket for this.",
  needManage: "You need the permission manage:ticket for this.",
  noBilling: "There is no billing with that number that you may open.",
  chooseAssignee: "Choose a person who handles tickets.",
  badLink: "This support link is not valid. Use the link in your latest invoice e-mail.",
  expiredLink: "This support link has expired. Use the link in your latest invoice e-mail, or contact us by phone.",
  tooMany: "Too many reports from here in a short time. Please wait an hour, or contact us by phone.",
  title: "Give a title (at least 3 characters)",
  billing: "Give the billing number",
  describe: "Describe the problem (at least 3 characters)",
  customerName: "Give the customer's name",
  validEmail: "Give a valid e-mail address",
  yourName: "Give your name",
  subject: "Give a subject (at least 3 characters)",
  whatHappened: "Tell us what happened (at least 3 characters)",
  writeComment: "Write the comment",
  choosePerson: "Choose a person",
};
