// English server messages of the "shell" area (see ../messages.ts): each value is the server's exact English text.
export default {
  unexpected: "The portal hit an unexpected problem. It has been logged; please try again.",
  pageNotFound: "The page you asked for does not exist or has moved.",
  bookmarks: {
    full: "You have pinned the most pages allowed. Remove some first.",
    gone: "That bookmark no longer exists.",
    portalPagesOnly: "Only portal pages can be pinned",
    invalid: "That bookmark request is not valid.",
    alreadyPinned: "This page is already pinned",
    pinned: "Page pinned",
    pinnedWaiting: "Page pinned and waiting",
    pinnedWaitingNote: "{{count}} pins are shown; this one shows when you remove one.",
    removed: "Bookmark removed",
  },
  notifications: {
    invalid: "That notification request is not valid.",
    notYours: "That notification does not exist or is not yours.",
    markedReadOne: "{{count}} notification marked as read",
    markedRead: "{{count}} notifications marked as read",
    nothingUnread: "Nothing was unread",
  },
  theme: {
    switchedOff: "The theme customizer is switched off for this portal.",
    invalid: "Those theme settings are not valid.",
    unknownIntent: "Unknown intent {{intent}}",
    reset: "Theme reset to the defaults",
    saved: "Theme saved",
  },
};
