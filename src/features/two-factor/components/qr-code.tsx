/** A QR code drawn from its modules (rows of '0' and '1', computed on the server), as one SVG path. */
export function QrCode({ rows, label }: { rows: string[]; label: string }) {
  const size = rows.length;
  const path = rows
    .flatMap((row, y) => [...row].map((dark, x) => (dark === '1' ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="h-48 w-48 rounded border border-slate-200 bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
