import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The QR code's modules drawn as one SVG path, with the 4-module quiet zone scanners expect. */
function qrPath(value: string): { d: string; count: number } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
  }
  return { d, count: modules.size + 8 };
}

/**
 * A QR code of `value` as inline SVG (no HTML string injected), black on white in both themes so
 * phones can scan it. `qrcode` comes with the screens that draw it (the check-in page's chunk and the
 * back office's), which the home page's first view never loads.
 */
export function QrCode({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  const path = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.count} ${path.count}`}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <path d={path.d} fill="#000" />
    </svg>
  );
}
