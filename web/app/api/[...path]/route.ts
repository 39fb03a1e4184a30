// Any /api path that no route serves: the API's JSON error shape with 404, in the visitor's
// language, for every method (not the site's HTML page, which a client of the API cannot read).
import { getDictionary } from "@/content/dictionaries";
import { AppError } from "@/server/errors";
import { resolveLanguage } from "@/server/http/language";
import { errorResponse } from "@/server/http/route";

export const dynamic = "force-dynamic";

function notFound(request: Request): Response {
  return errorResponse(new AppError("NOT_FOUND", getDictionary(resolveLanguage(request.headers)).api.notFound));
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const DELETE = notFound;
export const PATCH = notFound;
export const OPTIONS = notFound;
