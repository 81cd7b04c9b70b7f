/**
 * The start-up screen: what index.html shows while the scripts load (the same markup, styled there), kept
 * while the edition, the session and the signed-in shell arrive — no antd spinner to draw and style on
 * the first screen, and no flash between two loading screens.
 */
export function Boot() {
  return (
    <div className="boot" aria-busy="true">
      <img src="/favicon.svg" alt="" width={56} height={56} />
    </div>
  );
}
