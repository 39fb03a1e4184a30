// What a visitor types into a form before its script has come alive is kept. React hydrates a
// controlled field without touching what the browser shows, but its state still holds the value
// the server rendered: the typed text would be sent as that value, or wiped at the next render.
// Once the form has hydrated, each text field whose text differs from the value React rendered
// (its defaultValue) is handed to React as the change it was: React's record of the field's value
// is set to the rendered one, the typed text put back without touching that record, and an input
// event dispatched, so the field's onChange runs as for a keystroke. Called from an effect, it acts
// a moment later, outside React's own work: there React would put the field back to its old value
// before a change handler that reads the field later had read it.
const SKIPPED_TYPES = new Set(["checkbox", "radio", "file", "hidden", "submit", "reset", "button", "image"]);

export function keepTypedValues(form: HTMLFormElement | null): void {
  if (form) queueMicrotask(() => handOver(form));
}

function handOver(form: HTMLFormElement): void {
  // Read first: each field handed over re-renders the form, and React then puts every other
  // controlled field back to the value it holds.
  const typed: [HTMLInputElement | HTMLTextAreaElement, string][] = [];
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)) continue;
    if (field.value !== field.defaultValue) typed.push([field, field.value]);
  }
  for (const [field, text] of typed) {
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const value = Object.getOwnPropertyDescriptor(prototype, "value");
    if (!value?.set) continue;
    // Through the element's own setter (React's record sees it), then past it (React's record does not).
    field.value = field.defaultValue;
    value.set.call(field, text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
