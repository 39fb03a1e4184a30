// Channel feed URLs may not reach loopback, link-local or private addresses, at any hop of a
// redirect. The test's own feed server is on 127.0.0.1, so each test names the rule it fetches
// under: "only this server", to show a redirect's next hop is checked before it is contacted.
// test-site: none
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertFeedUrlAllowed, isPublicAddress } from "@/server/calendar/feed-address";
import { fetchFeed } from "@/server/calendar/fetch-feed";

const contacted: string[] = [];
const server = http.createServer((request, response) => {
  contacted.push(request.url ?? "");
  if (request.url === "/to-metadata") return void response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
  if (request.url === "/to-self") return void response.writeHead(301, { location: "/feed.ics" }).end();
  response.writeHead(200, { "content-type": "text/calendar" }).end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const options = { timeoutMs: 5000, maxBytes: 100_000 };
const onlyThisServer = (address: string) => address === "127.0.0.1";

describe("channel feed addresses", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "fd00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
  ])("refuses %s", (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(["8.8.8.8", "196.25.1.1", "2001:4860:4860::8888"])("allows the public address %s", (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  it("refuses a feed on loopback (by name or number) unless the setting allows it", async () => {
    await expect(fetchFeed(`${base}/feed.ics`, options)).rejects.toThrow(/private address: not fetched/);
    await expect(assertFeedUrlAllowed(new URL("http://localhost:1/feed.ics"))).rejects.toThrow(/private address/);
    await expect(assertFeedUrlAllowed(new URL("http://[::1]:1/feed.ics"))).rejects.toThrow(/private address/);
    await expect(assertFeedUrlAllowed(new URL("file:///etc/passwd"))).rejects.toThrow(/not a feed protocol/);
    expect(contacted).toEqual([]);
    await expect(fetchFeed(`${base}/feed.ics`, { ...options, allowedAddress: () => true })).resolves.toMatchObject({ status: "fetched" });
  });

  it("checks each redirect's next hop before contacting it", async () => {
    await expect(fetchFeed(`${base}/to-metadata`, { ...options, allowedAddress: onlyThisServer })).rejects.toThrow(
      /169\.254\.169\.254.*private address: not fetched/,
    );
    await expect(fetchFeed(`${base}/to-self`, { ...options, allowedAddress: onlyThisServer })).resolves.toMatchObject({
      status: "fetched",
    });
    expect(contacted.slice(-3)).toEqual(["/to-metadata", "/to-self", "/feed.ics"]);
  });
});
