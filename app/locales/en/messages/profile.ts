// English server messages of the "profile" area (see ../messages.ts): each value is the server's exact English text.
export default {
  enterFullname: "Enter your full name",
  atMost100: "Use at most 100 characters",
  phoneDigits: "Enter a phone number of 8 to 16 digits, for example 0812 1000 0001",
  accountNotFound: "Your account was not found.",
  unknownRequest: "Unknown request.",
  pictureUpdated: "Profile picture updated",
  pictureRemoved: "Profile picture removed",
  saved: "Profile saved",
  choosePicture: "Choose a picture to upload.",
  pictureTooBig: "The picture may be at most 2 MB.",
  pngOrJpg: "Upload a PNG or JPG picture.",
  noSuchPicture: "No such picture.",
  chooseLanguage: "Choose Bahasa Indonesia or English.",
};
