import type { WheelSegment } from '@ug99/contract';
import { labelLines, segmentAngle, slicePath } from './geometry.ts';

const R = 150;
const COLOURS = ['#b71c1c', '#f5b400', '#7f1d1d', '#fbbf24'];
const TEXT = ['#ffffff', '#1f1300', '#ffffff', '#1f1300'];

/**
 * The wheel drawn in SVG: one slice per segment, its image and label along the radius, turned by
 * `rotation` degrees with a CSS transition (shorter when the member prefers less motion). The pointer is
 * outside the turning group, at 12 o'clock.
 */
export function WheelSvg({
  segments,
  rotation,
  spinning,
  onStopped,
}: {
  segments: readonly WheelSegment[];
  rotation: number;
  spinning: boolean;
  onStopped: () => void;
}) {
  const count = segments.length;
  const step = segmentAngle(count);
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[360px]">
      <svg
        viewBox={`-10 -10 ${2 * R + 20} ${2 * R + 20}`}
        className="size-full"
        role="img"
        aria-hidden="true"
      >
        <circle cx={R} cy={R} r={R + 8} fill="#3b0a0a" stroke="#f5b400" strokeWidth="4" />
        <g
          data-testid="wheel-rotor"
          data-rotation={rotation}
          style={{
            transform: `rotate(${rotation}deg)`,
            transformOrigin: `${R}px ${R}px`,
            transition: spinning
              ? 'transform var(--wheel-spin-ms, 4500ms) cubic-bezier(0.12, 0.8, 0.18, 1)'
              : 'none',
          }}
          onTransitionEnd={onStopped}
        >
          {segments.map((s, i) => {
            const mid = (i + 0.5) * step;
            return (
              <g key={s.segment_id}>
                <path
                  d={slicePath(i, count, R)}
                  fill={COLOURS[i % COLOURS.length]}
                  stroke="#3b0a0a"
                  strokeWidth="2"
                />
                <g transform={`rotate(${mid} ${R} ${R})`}>
                  {labelLines(s.label).map((line, n) => (
                    <text
                      key={n}
                      x={R}
                      y={34 + n * 15}
                      textAnchor="middle"
                      fontSize="12"
                      fontWeight="700"
                      fill={TEXT[i % TEXT.length]}
                    >
                      {line}
                    </text>
                  ))}
                  <image href={s.image} x={R - 13} y={66} width={26} height={26} />
                </g>
              </g>
            );
          })}
        </g>
        <circle cx={R} cy={R} r={22} fill="#f5b400" stroke="#3b0a0a" strokeWidth="4" />
        <path
          d={`M ${R - 14} -8 L ${R + 14} -8 L ${R} 26 Z`}
          fill="#ffffff"
          stroke="#3b0a0a"
          strokeWidth="3"
        />
      </svg>
    </div>
  );
}
