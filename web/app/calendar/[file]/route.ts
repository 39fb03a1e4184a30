// GET /calendar/<stay>.ics?token=… – the nights this stay cannot be sold, for other channels to
// import. Without the stay's token the feed does not exist (404).
import { isStayId } from "@/content/stays";
import { buildExportFeed } from "@/server/calendar/export-feed";
import { isExportToken } from "@/server/calendar/feeds";
import { otherMethods } from "@/server/http/methods";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const stay = file.endsWith(".ics") ? file.slice(0, -4) : "";
  if (!isStayId(stay) || !isExportToken(stay, new URL(request.url).searchParams.get("token"))) {
    return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  }
  return new Response(await buildExportFeed(stay), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `inline; filename="${stay}.ics"`,
      "cache-control": "private, max-age=300",
      "x-robots-tag": "noindex",
    },
  });
}

export const { POST, PUT, DELETE, PATCH, OPTIONS } = otherMethods({ GET });
