// A page's HTML carries two copies of its React Server Components payload's texts: the markup React
// rendered, and the payload itself (inline `self.__next_f.push([1, "<rows>"])` scripts) that the
// browser reads to hydrate. Two of those texts are never read again on the client, so the payload's
// copy of them is emptied before the page is sent, and each is sent once:
//   - the stylesheet Next.js inlines (experimental.inlineCss): a <style> in the head, whose text the
//     payload repeats as that element's children. React adopts the hoisted <style> already in the
//     document by its href and never reads the children it was given;
//   - the page's JSON-LD (<script type="application/ld+json">): React keeps the server's script as it
//     is and never reads or compares the text it was given.
// Only a text whose copy in the markup is whole is emptied; anything the payload does not say in the
// expected shape is left as it is. Plain JavaScript: web/server.mjs runs with node alone.

const PUSH_SCRIPT = /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g;

/** As Next.js escapes a payload chunk's JSON inside a <script>. */
const escapeForScript = (json) => json.replace(/[&<>\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The bytes of a string's UTF-8 encoding from `start` on, character by character, until `bytes` are counted: the end index, or -1 if the string ends first. */
function endAfterBytes(text, start, bytes) {
  let index = start;
  let counted = 0;
  while (counted < bytes) {
    if (index >= text.length) return -1;
    const code = text.codePointAt(index);
    counted += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    index += code >= 0x10000 ? 2 : 1;
  }
  return counted === bytes ? index : -1;
}

/** The payload's text rows (`<id>:T<hex length>,<text>`): id -> where the row starts and ends in the stream. */
function textRows(stream) {
  const rows = new Map();
  let at = 0;
  while (at < stream.length) {
    const head = /^([0-9a-f]*):(T([0-9a-f]+),)?/.exec(stream.slice(at, at + 32));
    if (!head) return rows;
    if (head[2]) {
      const textStart = at + head[0].length;
      const end = endAfterBytes(stream, textStart, Number.parseInt(head[3], 16));
      if (end < 0) return rows;
      rows.set(head[1], { start: at, end, text: stream.slice(textStart, end) });
      at = end;
    } else {
      const newline = stream.indexOf("\n", at);
      if (newline < 0) return rows;
      at = newline + 1;
    }
  }
  return rows;
}

/** A JSON string literal at `start` (its opening quote): its end index (after the closing quote). */
function stringEnd(stream, start) {
  for (let index = start + 1; index < stream.length; index += 1) {
    if (stream[index] === "\\") index += 1;
    else if (stream[index] === '"') return index + 1;
  }
  return -1;
}

/** The hrefs of the stylesheets inlined in the HTML's head (React's hoisted <style data-href="a b ...">). */
function inlinedStylesheets(html) {
  const hrefs = new Set();
  for (const [, list] of html.matchAll(/<style[^>]*\sdata-href="([^"]+)"[^>]*>/g)) for (const href of list.split(" ")) hrefs.add(href);
  return hrefs;
}

/** The texts of the HTML's JSON-LD scripts. */
function jsonLdTexts(html) {
  return new Set([...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]));
}

/**
 * The edits that empty the payload's copies: [start, end, replacement] in the stream. A value given
 * inline is replaced by "", one given as a reference to a text row has that row replaced by a JSON
 * row holding "" (which the reference then reads).
 */
function copiesToEmpty(stream, html) {
  const stylesheets = inlinedStylesheets(html);
  const jsonLd = jsonLdTexts(html);
  const rows = textRows(stream);
  const edits = [];
  const empty = (valueStart, inMarkup) => {
    const valueEnd = stringEnd(stream, valueStart);
    if (valueEnd < 0) return;
    const value = JSON.parse(stream.slice(valueStart, valueEnd));
    const reference = /^\$([0-9a-f]+)$/.exec(value);
    if (reference) {
      const row = rows.get(reference[1]);
      if (row && inMarkup(row.text)) edits.push([row.start, row.end, `${reference[1]}:""\n`]);
    } else if (value.length > 0 && !value.startsWith("$") && inMarkup(value)) edits.push([valueStart, valueEnd, '""']);
  };
  for (const match of stream.matchAll(/"precedence":"next","href":"([^"]+)","children":(?=")/g)) {
    if (stylesheets.has(match[1])) empty(match.index + match[0].length, () => true);
  }
  for (const match of stream.matchAll(/"type":"application\/ld\+json","dangerouslySetInnerHTML":\{"__html":(?=")/g)) {
    empty(match.index + match[0].length, (text) => jsonLd.has(text));
  }
  // A text referenced twice is emptied once.
  return edits.filter((edit, index) => edits.findIndex((other) => other[0] === edit[0]) === index);
}

/** The page's HTML with its payload's copies of the inlined stylesheets and the JSON-LD emptied. */
export function withoutPayloadCopies(html) {
  const pushes = [];
  for (const match of html.matchAll(PUSH_SCRIPT)) {
    let chunk;
    try {
      chunk = JSON.parse(match[1]);
    } catch {
      return html;
    }
    if (chunk[0] === 1 && typeof chunk[1] === "string") pushes.push({ match, text: chunk[1] });
  }
  if (pushes.length === 0) return html;
  // The rows run on from one chunk to the next: they are read as one stream, and an edit is made
  // only where it falls within one chunk.
  let offset = 0;
  for (const push of pushes) {
    push.start = offset;
    offset += push.text.length;
    push.edits = [];
  }
  const stream = pushes.map((push) => push.text).join("");
  for (const [start, end, replacement] of copiesToEmpty(stream, html)) {
    const push = pushes.find((candidate) => start >= candidate.start && end <= candidate.start + candidate.text.length);
    if (push) push.edits.push([start - push.start, end - push.start, replacement]);
  }
  let result = "";
  let from = 0;
  for (const push of pushes) {
    if (push.edits.length === 0) continue;
    let text = push.text;
    for (const [start, end, replacement] of push.edits.sort((a, b) => b[0] - a[0]))
      text = text.slice(0, start) + replacement + text.slice(end);
    result += html.slice(from, push.match.index) + `<script>self.__next_f.push(${escapeForScript(JSON.stringify([1, text]))})</script>`;
    from = push.match.index + push.match[0].length;
  }
  return from === 0 ? html : result + html.slice(from);
}
