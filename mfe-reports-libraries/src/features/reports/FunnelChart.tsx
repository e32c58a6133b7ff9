import { Bar } from '@visx/shape';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useTheme } from 'styled-components';

export interface ChartBar {
  key: string;
  /** Written above the bar: the step and its figures, so the bars never rest on colour alone. */
  label: string;
  value: number;
}

export interface FunnelChartProps {
  bars: readonly ChartBar[];
  /** Names the chart for assistive technology; the table after it gives the same figures. */
  label: string;
  /** Bars grow from the start of the line: from the right in right-to-left languages. */
  direction: 'ltr' | 'rtl';
}

const WIDTH = 760;
const BAND = 52;
const LABEL_HEIGHT = 20;

/** A horizontal bar per funnel step, the step's label and figures written above its bar. */
export default function FunnelChart({ bars, label, direction }: FunnelChartProps) {
  const theme = useTheme();
  const height = bars.length * BAND;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const x = scaleLinear<number>({
    domain: [0, max],
    range: direction === 'rtl' ? [WIDTH, 0] : [0, WIDTH],
  });
  const y = scaleBand<string>({ domain: bars.map((bar) => bar.key), range: [0, height], padding: 0.1 });
  const barHeight = Math.max(4, y.bandwidth() - LABEL_HEIGHT);
  const start = direction === 'rtl' ? WIDTH : 0;

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${String(WIDTH)} ${String(height)}`}
      width="100%"
      style={{ maxInlineSize: `${String(WIDTH)}px` }}
    >
      {bars.map((bar) => {
        const top = y(bar.key) ?? 0;
        const end = x(bar.value);
        return (
          <Group key={bar.key} top={top}>
            <text
              x={start}
              y={LABEL_HEIGHT - 6}
              textAnchor="start"
              direction={direction}
              fill={theme.colors.text}
              fontSize={13}
            >
              {bar.label}
            </text>
            <Bar
              x={Math.min(start, end)}
              y={LABEL_HEIGHT}
              width={Math.max(bar.value > 0 ? 2 : 0, Math.abs(end - start))}
              height={barHeight}
              fill={theme.colors.primary}
              stroke={theme.colors.text}
              strokeWidth={bar.value > 0 ? 1 : 0}
              rx={3}
            />
          </Group>
        );
      })}
    </svg>
  );
}
