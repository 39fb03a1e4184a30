// The public pages' server-rendered icons (web/components/ui/icons.tsx, written by
// scripts/write-icons.mjs) draw exactly what lucide-react's own components draw.
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "@/components/ui/icons";

type TAnyIcon = ComponentType<Record<string, unknown>>;
const named = Object.entries(icons).filter(([name]) => name.endsWith("Icon")) as [string, TAnyIcon][];

describe("the server-rendered icons", () => {
  it("covers the icons the public pages use", () => {
    expect(named.length).toBeGreaterThan(30);
  });

  it.each(named)("%s is lucide-react's own SVG", (name, Icon) => {
    const original = (lucide as unknown as Record<string, TAnyIcon>)[name];
    expect(original).toBeDefined();
    for (const props of [{}, { className: "size-4 text-primary" }, { "aria-label": "Rated 4 out of 5", strokeWidth: 1.5 }]) {
      expect(renderToStaticMarkup(createElement(Icon, props))).toBe(renderToStaticMarkup(createElement(original!, props)));
    }
  });
});
