import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code drawn as one SVG path: dark modules on a light ground, as scanners expect. */
export function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { path, modules } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 2 });
    const squares = data.flatMap((row, y) =>
      row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')),
    );
    return { path: squares.join(''), modules: data.length };
  }, [value]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      sx={{ bgcolor: 'common.white', display: 'block', borderRadius: 1 }}
    >
      <Box component="path" d={path} sx={{ fill: (theme) => theme.palette.common.black }} />
    </Box>
  );
}
