/** The Cuvée mark (a wine glass) and word mark; `tag`, if any, names the application beside it. */
export function Logo({ tag }: { tag?: string }) {
  return (
    <span className="logo">
      <svg
        className="logo-mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M10 6h12c0 6.5-2.3 10.5-6 10.5S10 12.5 10 6Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M10.6 10h10.8c-.7 3.8-2.6 6-5.4 6s-4.7-2.2-5.4-6Z" fill="currentColor" />
        <path d="M16 16.5V25M11.5 26h9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo-word">Cuvée</span>
      {tag && <span className="logo-tag">{tag}</span>}
    </span>
  );
}
