// The request path as the site's server hands it to Next.js. Plain JavaScript: web/server.mjs
// runs with node alone.
//   - A path whose %-escapes do not decode (a stray "%", "%FF") would make Next.js fail with a
//     500 and no security headers; its "%" signs are escaped instead, so the path is just one
//     that no page has (a 404 with every header).
//   - A path in decomposed Unicode ("slanghalsvo" + U+0308 "el") names the same page as its
//     composed form (NFC), which is how the routes are written: it is served as that.

/** @param {string} url the request target, path and query */
export function normaliseRequestUrl(url) {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? "" : url.slice(queryAt);
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return path.replaceAll("%", "%25") + query;
  }
  const composed = decoded.normalize("NFC");
  if (composed === decoded) return url;
  // Re-encode each segment (a "/" escaped as %2F stays escaped).
  return (
    path
      .split("/")
      .map((segment) => encodeURIComponent(decodeURIComponent(segment).normalize("NFC")))
      .join("/") + query
  );
}
