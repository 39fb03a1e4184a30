// The sign-in page's passkey button (/owner/sign-in). Shown only where the browser can use
// passkeys through WebAuthn's JSON helpers; it asks the site for a one-time challenge, lets the
// browser sign it with one of the owner's passkeys, and sends the answer back. The site sets the
// session cookie and says where to go; a refusal is announced under the button.
(() => {
  const section = document.getElementById("passkey-sign-in");
  const button = section?.querySelector("button");
  const status = document.getElementById("passkey-status");
  const api = window.PublicKeyCredential;
  if (!section || !button || !status || typeof api?.parseRequestOptionsFromJSON !== "function") return;
  section.hidden = false;

  const post = (url, body) =>
    fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });

  button.addEventListener("click", async () => {
    button.disabled = true;
    status.textContent = "";
    try {
      const options = await post(section.dataset.options, {});
      if (!options.ok) throw new Error("no challenge");
      const credential = await navigator.credentials.get({ publicKey: api.parseRequestOptionsFromJSON(await options.json()) });
      if (!credential) throw new Error("no passkey");
      const reply = await post(section.dataset.verify, credential.toJSON());
      if (!reply.ok) throw new Error("refused");
      const { location } = await reply.json();
      window.location.assign(location);
    } catch {
      status.textContent = section.dataset.failed;
      button.disabled = false;
    }
  });
})();
