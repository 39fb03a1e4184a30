// Opening (GET) and using (POST) an owner action link: rate-limited per client, POST only from
// this site's own page; then verify the token, and describe or act. A database that stays busy or
// away through the retries gets a 503 page with Retry-After.
import { getDictionary, type TDictionary } from "@/content/dictionaries";
import { getOwnerSession } from "../auth/session";
import { hasOpenConflict } from "../bookings/owner-decisions";
import { CONTENT_TAG, contentChanged } from "../content/cache";
import { describeAction, performAction } from "./actions";
import { guardLinkPage, renderOwnerPage, unlessUnavailable } from "./page";
import { verifyActionToken } from "./token";

export async function handleOwnerLink(request: Request, token: string, method: "GET" | "POST", pageUrl: string): Promise<Response> {
  const t = getDictionary("en");
  return unlessUnavailable(
    "en",
    () => ownerLink(request, token, method, pageUrl, t),
    (message, retryAfterSeconds) => renderOwnerPage({ kind: "unavailable", message, retryAfterSeconds }),
  );
}

async function ownerLink(request: Request, token: string, method: "GET" | "POST", pageUrl: string, t: TDictionary): Promise<Response> {
  const refused = await guardLinkPage(request, method, { bucket: "owner-links" }, t, {
    limited: (retryAfterSeconds) => renderOwnerPage({ kind: "limited", retryAfterSeconds }),
    crossOrigin: () => renderOwnerPage({ kind: "cross-origin" }),
  });
  if (refused) return refused;
  const check = verifyActionToken(token);
  if (!check.ok) return renderOwnerPage({ kind: check.reason === "expired" ? "expired" : "forged" });
  const { action, subjectId } = check.claim;
  const before = await describeAction(action, subjectId);
  if (!before) return renderOwnerPage({ kind: "missing" });
  // Confirming over nights a channel's calendar claims waits until the owner resolves it.
  if (action === "booking.approve" && before.open && (await hasOpenConflict(subjectId)))
    return renderOwnerPage({ kind: "channel-conflict", consoleUrl: `/owner/bookings/${subjectId}` });
  if (method === "GET")
    return renderOwnerPage(before.open ? { kind: "confirm", subject: before, postUrl: pageUrl } : { kind: "already", subject: before });
  const outcome = await performAction(action, subjectId);
  // A review published or withdrawn changes what the stay pages, the home and their structured data say.
  if (outcome === "decided" && action.startsWith("review.")) await contentChanged([CONTENT_TAG.reviews]);
  const after = (await describeAction(action, subjectId)) ?? before;
  // The owner signed in to the console ends on the booking's page there.
  if (action.startsWith("booking.") && (await getOwnerSession(request.headers)))
    return new Response(null, { status: 303, headers: { location: `/owner/bookings/${subjectId}` } });
  return renderOwnerPage({ kind: outcome === "decided" ? "done" : "already", subject: after });
}
