// The address in a mailbox setting such as MAIL_FROM: "Name <name@domain>" or a bare
// "name@domain". Pure, so that the settings' schema can check it too.
import "server-only";

/** The address the text names, or undefined when it names none. */
export function mailboxAddress(text: string): string | undefined {
  const angled = /<([^<>\s]+)>\s*$/.exec(text);
  const address = (angled?.[1] ?? text).trim();
  return /^[^@\s<>"]+@[A-Za-z0-9.-]+\.[A-Za-z0-9-]+$/.test(address) ? address : undefined;
}
