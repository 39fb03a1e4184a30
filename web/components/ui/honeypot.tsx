// The honeypot input of the site's public forms: named `company`, out of sight and out of the
// keyboard's reach, so people never fill it and the server refuses what does (http/abuse.ts).
// Uncontrolled: a form always sends "" for it, whatever a bot types.
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Company
        <input type="text" name="company" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
