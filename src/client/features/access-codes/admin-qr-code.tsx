import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code of `value` as SVG: the library encodes, React draws the modules as one path (no HTML
 * string is injected). Back office only: `qrcode` stays in the admin chunk.
 */
export function AdminQrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const { path, count } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
      }
    }
    // A quiet zone of 4 modules around the code, as scanners expect.
    return { path: d, count: modules.size + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
