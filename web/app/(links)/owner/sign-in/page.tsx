// GET /owner/sign-in: the console's sign-in form; POST: a sign-in link asked for. Its door
// (web/server/auth/sign-in-pages.ts signInPageDoor, run by web/proxy.ts) has read the form, sent
// the link and decided the status; this renders its answer.
import { SignInFormView, signInPageEntry } from "@/components/links/sign-in-page";

const entry = signInPageEntry("title", SignInFormView);

export const generateMetadata = entry.generateMetadata;
export default entry.Page;
