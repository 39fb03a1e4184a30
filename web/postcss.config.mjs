// PostCSS for the Next.js build: Tailwind 4 only (it handles imports, nesting and prefixes).
const config = { plugins: { "@tailwindcss/postcss": {} } };

export default config;
