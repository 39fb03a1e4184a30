// Structured data's street address: the street part of the owner's address, never the town,
// region, postcode or country again (PostalAddress has fields of their own for those).
import { describe, expect, it } from "vitest";
import { streetAddressOf } from "@/content/site";

describe("streetAddressOf", () => {
  it("keeps the street and drops the town, region, postcode and country", () => {
    expect(streetAddressOf("12 Dirk Street, Orania, Northern Cape, 8752, South Africa")).toBe("12 Dirk Street");
    expect(streetAddressOf("Plot 7\nRiverside Road\nOrania 8752")).toBe("Plot 7, Riverside Road");
    expect(streetAddressOf("3 Cape Avenue, Orania")).toBe("3 Cape Avenue");
  });

  it("names no street when the address is the town alone", () => {
    expect(streetAddressOf("Orania, Northern Cape, 8752, South Africa")).toBeUndefined();
    expect(streetAddressOf("Orania 8752, Suid-Afrika")).toBeUndefined();
  });
});
