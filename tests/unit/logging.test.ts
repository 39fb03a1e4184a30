// The product's logger (web/observability.mjs): one JSON object per line, the request id of the
// context it runs in, and no guest's e-mail address or phone number, whether a field is named for
// one or an error's message quotes one (an SMTP server refusing a recipient names the address).
import { describe, expect, it } from "vitest";
import { createLogger, withRequestId } from "../../web/observability.mjs";

function capture(): { lines: Record<string, unknown>[]; logger: ReturnType<typeof createLogger> } {
  const lines: Record<string, unknown>[] = [];
  return { lines, logger: createLogger({ write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }) };
}

describe("the logger", () => {
  it("writes JSON with the level's name, the process and the context's request id", () => {
    const { lines, logger } = capture();
    withRequestId("req-1", () => logger.info({ bookingId: "b1" }, "booking requested"));
    logger.warn("outside any request");
    expect(lines[0]).toMatchObject({ level: "info", process: "web", requestId: "req-1", bookingId: "b1", msg: "booking requested" });
    expect(lines[1]).toMatchObject({ level: "warn", msg: "outside any request" });
    expect(lines[1]).not.toHaveProperty("requestId");
  });

  it("never writes a guest's e-mail address or phone number", () => {
    const { lines, logger } = capture();
    logger.info({ guestEmail: "anna@example.co.za", booking: { phone: "+27 82 123 4567" } }, "fields named for them");
    logger.error({ err: new Error("550 5.1.1 <anna@example.co.za>: Recipient address rejected") }, "job failed");
    logger.warn({ reason: "guest +27 82 123 4567 unreachable" }, "a number in the text of anna@example.co.za");
    const text = lines.map((line) => JSON.stringify(line)).join("\n");
    expect(text).not.toContain("anna@example.co.za");
    expect(text).not.toMatch(/123 ?4567/);
    expect(text).toContain("Recipient address rejected");
    expect(lines[0]).toMatchObject({ guestEmail: "[redacted]", booking: { phone: "[redacted]" } });
  });
});
