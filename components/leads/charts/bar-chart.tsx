/**
 * A bar chart drawn on the server as SVG: no JavaScript reaches the browser. The picture is hidden
 * from assistive technology and a table beside it carries the same numbers, so a screen reader
 * reads rows and columns instead of guessing at shapes. Colours are the theme's tokens (fill-brand,
 * fill-ink, stroke-line), so the dark and High Contrast themes redraw it legibly.
 */

export interface Bar {
  /** Stable React key. */
  key: string;
  /** Full wording for the table's row header ("Week of 2026-11-23", "/contact"). */
  label: string;
  value: number;
  /** Under a column: one short line ("23"), and an optional second one ("Nov"). */
  axisLabel?: string;
  axisSubLabel?: string;
}

export interface BarChartProps {
  /** What the chart counts: the figure's caption and the table's. */
  title: string;
  bars: readonly Bar[];
  /** The table's column headings: what a row is, and what its number is. */
  labelHeading: string;
  valueHeading: string;
  /** Columns (one per bar, labels below) suit weeks; rows (label above each bar) suit long names. */
  layout?: "columns" | "rows";
}

/** The drawing's own units; the SVG scales to its box. */
export const CHART_WIDTH = 360;
const COLUMN_PLOT_HEIGHT = 120;
const VALUE_SPACE = 18;
const AXIS_SPACE = 34;
const ROW_HEIGHT = 34;
const ROW_BAR_HEIGHT = 14;
const ROW_VALUE_SPACE = 40;
const LONGEST_ROW_LABEL = 52;

/** A bar's length as a share of the longest bar (every bar 0 when all are 0). */
export function barShares(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) => (max > 0 ? Math.max(0, v) / max : 0));
}

const CELL = "border-b border-line px-2 py-1";

const round = (n: number) => Math.round(n * 100) / 100;
const shorten = (text: string) => (text.length > LONGEST_ROW_LABEL ? `${text.slice(0, LONGEST_ROW_LABEL - 1)}…` : text);

function Columns({ bars }: { bars: readonly Bar[] }) {
  const slot = CHART_WIDTH / Math.max(1, bars.length);
  const barWidth = slot * 0.64;
  const baseline = VALUE_SPACE + COLUMN_PLOT_HEIGHT;
  const shares = barShares(bars.map((b) => b.value));
  return (
    <svg
      viewBox={`0 0 ${CHART_WIDTH} ${baseline + AXIS_SPACE}`}
      aria-hidden="true"
      focusable="false"
      className="block h-auto w-full max-w-xl"
    >
      {bars.map((b, i) => {
        const height = round((shares[i] ?? 0) * COLUMN_PLOT_HEIGHT);
        const centre = round(i * slot + slot / 2);
        return (
          <g key={b.key}>
            <rect
              data-value={b.value}
              x={round(centre - barWidth / 2)}
              y={round(baseline - height)}
              width={round(barWidth)}
              height={height}
              className="fill-brand"
            />
            <text x={centre} y={round(baseline - height - 4)} textAnchor="middle" fontSize="12" className="fill-ink">
              {b.value}
            </text>
            {b.axisLabel ? (
              <text x={centre} y={baseline + 14} textAnchor="middle" fontSize="12" className="fill-ink">
                {b.axisLabel}
              </text>
            ) : null}
            {b.axisSubLabel ? (
              <text x={centre} y={baseline + 29} textAnchor="middle" fontSize="12" className="fill-ink-muted">
                {b.axisSubLabel}
              </text>
            ) : null}
          </g>
        );
      })}
      <line x1="0" x2={CHART_WIDTH} y1={baseline} y2={baseline} strokeWidth="1" className="stroke-ink-muted" />
    </svg>
  );
}

function Rows({ bars }: { bars: readonly Bar[] }) {
  const plotWidth = CHART_WIDTH - ROW_VALUE_SPACE;
  const shares = barShares(bars.map((b) => b.value));
  return (
    <svg
      viewBox={`0 0 ${CHART_WIDTH} ${Math.max(1, bars.length) * ROW_HEIGHT}`}
      aria-hidden="true"
      focusable="false"
      className="block h-auto w-full max-w-xl"
    >
      {bars.map((b, i) => {
        const top = i * ROW_HEIGHT;
        const width = round((shares[i] ?? 0) * plotWidth);
        return (
          <g key={b.key}>
            <text x="0" y={top + 12} fontSize="11" className="fill-ink">
              {shorten(b.label)}
            </text>
            <rect
              data-value={b.value}
              x="0"
              y={top + 16}
              width={width}
              height={ROW_BAR_HEIGHT}
              className="fill-brand"
            />
            <text x={round(width + 4)} y={top + 27} fontSize="11" className="fill-ink">
              {b.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function BarChart({ title, bars, labelHeading, valueHeading, layout = "columns" }: BarChartProps) {
  return (
    <figure className="relative min-w-0">
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      <div className="mt-2">
        {bars.length === 0 ? (
          <p className="text-sm text-ink-muted">Nothing to show yet.</p>
        ) : layout === "columns" ? (
          <Columns bars={bars} />
        ) : (
          <Rows bars={bars} />
        )}
      </div>
      {/* A table ignores the 1 px box of sr-only, so the wrapper carries it. High Contrast shows the
          table to everyone: its text grows with the chosen size, the drawing's labels do not. */}
      <div className="sr-only hc:not-sr-only hc:mt-3">
        <table className="w-full max-w-xl border-collapse text-left text-sm text-ink">
          {/* The visible caption is the figure's; this one names the table for screen readers. */}
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={CELL}>
                {labelHeading}
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                {valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.key}>
                <th scope="row" className={`${CELL} font-normal wrap-anywhere`}>
                  {b.label}
                </th>
                <td className={`${CELL} text-right tabular-nums`}>{b.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
