// Text into HTML (element content or a quoted attribute value): the five characters that could
// end either are replaced by their entities. Plain JavaScript so that the Node scripts (the local
// inbox, the placeholder drawer) and the site's TypeScript share the one rule.
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * @param {unknown} text
 * @returns {string}
 */
export function escapeHtml(text) {
  return String(text ?? "").replace(/[&<>"']/g, (c) => ENTITIES[/** @type {keyof typeof ENTITIES} */ (c)]);
}
