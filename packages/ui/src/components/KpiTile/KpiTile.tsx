import { KpiTileRoot } from './KpiTile.styles';

export interface KpiTileProps {
  label: string;
  /** The figure as shown. */
  value: string;
  /** Marked against a target: `bad` past it (red), `good` within it; unmarked when absent. */
  status?: 'good' | 'bad' | null;
  /** What a figure past its target is called (`over target`), after the value: the colour alone is not enough. */
  flag?: string;
  /** Lines under the value (a second figure, the target); empty ones are left out. */
  details?: readonly (string | null | undefined)[];
  [dataAttr: `data-${string}`]: string | undefined;
}

/** A key figure in a `<dl>` of tiles: its label, its value and the lines under it. */
export function KpiTile({ label, value, status, flag, details = [], ...rest }: KpiTileProps) {
  return (
    <KpiTileRoot data-component="KpiTile" data-status={status ?? undefined} {...rest}>
      <dt>{label}</dt>
      <dd data-part="value">
        {value}
        {status === 'bad' && flag && <span data-part="flag">{` (${flag})`}</span>}
      </dd>
      {details.map((d, i) =>
        d ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for a render
          <dd key={i} data-part="detail">
            {d}
          </dd>
        ) : null,
      )}
    </KpiTileRoot>
  );
}
