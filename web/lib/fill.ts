// Fills a dictionary template's {placeholders}: fill("{count} reviews", { count: 3 }). Client
// islands get texts as plain strings (functions cannot cross from server to client components).
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
