/**
 * Bars drawn as SVG: a chart library would cost more of the 250 KB budget than the whole app
 * (docs/decisions.md, "The app in the browser"). A bar may be stacked from named parts (credits
 * on checks and on emails); the numbers are also in a table for screen readers and for anyone
 * who wants the exact figures.
 */
export interface Bar {
  label: string;
  value: number;
  /** The bar's parts, bottom first; their values add up to `value`. */
  parts?: number[];
}

const WIDTH = 640;
const HEIGHT = 200;

function Legend({ names }: { names: string[] }) {
  return (
    <ul className="legend">
      {names.map((name, i) => (
        <li key={name}>
          <span className={`swatch part-${i}`} aria-hidden="true" /> {name}
        </li>
      ))}
    </ul>
  );
}

function Figures({ bars, unit, parts }: { bars: Bar[]; unit: string; parts?: string[] }) {
  return (
    <details>
      <summary>The figures</summary>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {parts?.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
              <th scope="col">{parts ? `${unit} in all` : unit}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <td>{bar.label}</td>
                {parts?.map((name, i) => <td key={name}>{bar.parts?.[i] ?? 0}</td>)}
                <td>{bar.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** One bar's rectangles, stacked bottom up (one rectangle when the bar has no parts). */
function Stack({ bar, x, width, max }: { bar: Bar; x: number; width: number; max: number }) {
  const values = bar.parts ?? [bar.value];
  let top = HEIGHT;
  return values.map((value, i) => {
    const height = Math.round((value / max) * (HEIGHT - 4));
    top -= height;
    // A day without spending draws nothing (its zero is in the table and the bar's title).
    return height > 0 && <rect key={i} className={`part-${i}`} x={x} y={top} width={width} height={height} />;
  });
}

/** The first, middle and last day under the bars, in HTML so they stay readable when the chart shrinks to a phone. */
function Axis({ bars }: { bars: Bar[] }) {
  const marks = bars.length <= 2 ? bars : [bars[0]!, bars[Math.floor((bars.length - 1) / 2)]!, bars[bars.length - 1]!];
  return (
    <div className="chart-axis" aria-hidden="true">
      {marks.map((bar) => (
        <span key={bar.label}>{bar.label}</span>
      ))}
    </div>
  );
}

export function BarChart({ title, bars, unit, parts }: { title: string; bars: Bar[]; unit: string; parts?: string[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const step = bars.length ? (WIDTH - 8) / bars.length : 0;
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  return (
    <figure className="chart-figure">
      <figcaption>{title}</figcaption>
      {parts && <Legend names={parts} />}
      <p className="muted chart-scale">
        {total} {unit} in all; the tallest bar is {max} {unit}.
      </p>
      <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={`${title}: ${bars.length} days, ${total} ${unit} in all, at most ${max} a day`}>
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#8c959f" />
        {bars.map((bar, i) => (
          <g key={bar.label} data-value={bar.value}>
            <title>{`${bar.label}: ${bar.value} ${unit}`}</title>
            <Stack bar={bar} x={4 + i * step + step * 0.15} width={Math.max(1, step * 0.7)} max={max} />
          </g>
        ))}
      </svg>
      <Axis bars={bars} />
      <Figures bars={bars} unit={unit} parts={parts} />
    </figure>
  );
}
