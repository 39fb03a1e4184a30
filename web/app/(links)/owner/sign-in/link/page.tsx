// GET /owner/sign-in/link?token=…: the e-mailed sign-in link's button, signing nobody in (mail
// scanners open links); POST: the link used. Its door (web/server/auth/sign-in-pages.ts
// signInLinkDoor, run by web/proxy.ts) has checked the token and, for a POST that signed in,
// answered with the session cookie and a 303; this renders any other answer.
import { SignInLinkView, signInPageEntry } from "@/components/links/sign-in-page";

const entry = signInPageEntry("linkTitle", SignInLinkView);

export const generateMetadata = entry.generateMetadata;
export default entry.Page;
