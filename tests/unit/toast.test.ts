import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, readToasts, toast } from "@/components/ui/use-toast";

describe("the toast queue", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows one toast at a time: a new one replaces the last", () => {
    toast({ title: "Missing information" });
    toast({ title: "Error", variant: "destructive" });
    expect(readToasts()).toMatchObject([{ title: "Error", variant: "destructive", open: true }]);
  });

  it("closes a dismissed toast, then drops it after its closing animation", () => {
    vi.useFakeTimers();
    const { id, dismiss } = toast({ title: "Thank you for your review!" });
    dismiss();
    expect(readToasts()).toMatchObject([{ id, open: false }]);
    vi.runAllTimers();
    expect(readToasts()).toEqual([]);
    dismissToast();
  });
});
