/** The Material for React mark: an "M" folded from two ribbons. Decorative; the link is named. */
export function SiteLogo({size = 32}: {size?: number}) {
  return (
    <svg
      className="docs-logo"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="48" height="48" rx="12" fill="currentColor" opacity="0.16" />
      <path d="M10 36V12h5l9 12 9-12h5v24h-6V22l-8 10.5L16 22v14z" fill="currentColor" />
    </svg>
  );
}
