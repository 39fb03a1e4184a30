// The site's mark: a Karoo sun over the Orange River. Decorative; the link around it is named.
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden focusable="false" className={className}>
      <circle cx="20" cy="20" r="20" fill="var(--color-secondary)" />
      <circle cx="20" cy="17" r="7" fill="#f2b26b" />
      <path d="M6 25h28" stroke="#faf6ef" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M10 30c3.3-2 6.7-2 10 0s6.7 2 10 0" fill="none" stroke="#9fd3cd" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
