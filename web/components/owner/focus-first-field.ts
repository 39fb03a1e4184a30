// After a refused or finished form: focus the first field with a message, or the page's heading,
// once the messages have rendered. Takes the form's ref (read only when it runs, never while rendering).
import type { RefObject } from "react";
import type { TFieldMessages } from "./use-owner-action";

export function focusFirstField(form: RefObject<HTMLFormElement | null> | null, fields: TFieldMessages): void {
  requestAnimationFrame(() => {
    const first = Object.keys(fields)[0];
    const field = first ? form?.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    (field ?? document.getElementById("page-heading"))?.focus();
  });
}
