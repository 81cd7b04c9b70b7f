/**
 * The start-up screen: what index.html shows while the scripts load (the same markup, styled there), kept
 * while the edition, the session and the signed-in shell arrive — no antd spinner to draw and style on
 * the first screen, and no flash between two loading screens.
 */
export function Boot() {
  return (
    <div className="boot" aria-busy="true">
      <BootLogo />
    </div>
  );
}

/** The logo of public/favicon.svg, drawn inline as index.html draws it (no request before the first paint). */
function BootLogo() {
  return (
    <svg viewBox="0 0 64 64" width={56} height={56} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0b5cab" />
      <path d="M32 10c6 9 14 15 14 26a14 14 0 0 1-28 0c0-6 3-10 6-13 0 5 2 8 5 9-1-9 1-15 3-22z" fill="#ffb020" />
      <path d="M32 33c3 4 6 6 6 10a6 6 0 0 1-12 0c0-4 3-6 6-10z" fill="#fff" />
    </svg>
  );
}
