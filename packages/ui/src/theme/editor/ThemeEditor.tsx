import { type ReactNode, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { ColumnHeads } from '../../components/shared/ColumnHeads';
import { TextField } from '../../components/TextField';
import {
  type BrandId,
  brandList,
  brands,
  type ColorScheme,
  colorSchemes,
  isTypeface,
  typefaceIds,
  typefaces,
} from '../brands';
import { ThemeRoot } from '../ThemeRoot';
import {
  type BrandDraft,
  brandDefinition,
  colourSubstitutions,
  draftFromBrand,
  draftPalette,
  HEX_MESSAGE,
  isHexColor,
  isRadius,
  pairRatios,
  paletteStyle,
  RADIUS_MESSAGE,
  type ReportLine,
  radiusScaleText,
  shapeStyle,
  substitutionReport,
} from './brandDraft';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 340px) 1fr;
  gap: 16px;
  padding: 16px;
  min-height: 100vh;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const Controls = styled.form`
  display: grid;
  gap: 12px;
  align-content: start;
`;

const ColourRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: end;
  > :first-child {
    flex: 1;
  }
  input[type='color'] {
    inline-size: 44px;
    block-size: 40px;
    padding: 2px;
    border: 1px solid var(--so-color-border-strong);
    border-radius: 6px;
    background: var(--so-color-surface);
  }
`;

const Report = styled.section`
  font-size: 0.8125rem;
  margin-top: -4px;
  ul {
    margin: 0;
    padding-left: 1.2em;
    display: grid;
    gap: 4px;
  }
  [data-substituted] {
    color: var(--so-color-warning-text);
  }
`;

const Pairs = styled.table`
  border-collapse: collapse;
  font-size: 0.8125rem;
  th,
  td {
    text-align: left;
    padding: 2px 8px 2px 0;
  }
`;

const Definition = styled.pre`
  margin: 0;
  padding: 8px;
  border-radius: 6px;
  background: var(--so-color-code-bg);
  color: var(--so-color-code-fg);
  font-size: 0.75rem;
  white-space: pre-wrap;
`;

// One scheme above the other: each screen gets the width it is designed for.
const Previews = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
`;

const PreviewCell = styled(ThemeRoot)`
  border-radius: 8px;
  padding: 12px;
  border: 1px solid #8a8f94;
  display: grid;
  gap: 16px;
`;

/**
 * Beside a colour field: every place the derived palettes use another colour than the one picked, and
 * why (or that there is none), announced politely as it changes.
 */
function SubstitutionReport({ label, lines }: { label: string; lines: readonly ReportLine[] }) {
  return (
    <Report aria-label={`${label}: substitutions`} aria-live="polite" data-substitutions>
      <ul>
        {lines.map((line) => (
          <li key={line.key} data-report-line={line.key} data-substituted={line.substituted || undefined}>
            {line.message}
          </li>
        ))}
      </ul>
    </Report>
  );
}

function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const valid = isHexColor(value);
  return (
    <ColourRow>
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        isInvalid={!valid}
        errorMessage={valid ? undefined : HEX_MESSAGE}
      />
      <input
        type="color"
        aria-label={`${label} picker`}
        value={valid ? value.trim().toLowerCase() : '#000000'}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </ColourRow>
  );
}

export interface ThemeEditorProps {
  /** The brand the draft starts from. */
  initialBrand?: BrandId;
  /** The key screens, rendered once per scheme inside the drafted theme. */
  renderPreview: (mode: ColorScheme) => ReactNode;
  /** Where "Copy brand definition" writes (default the clipboard). */
  copy?: (text: string) => Promise<void>;
}

const fromBrand = (id: BrandId): BrandDraft => draftFromBrand(brands[id]);

/**
 * A designer's scratch pad for a brand: pick a primary and a secondary colour, a typeface and a corner
 * radius, watch the key screens in light and dark, read beside each colour where the palette uses
 * another colour instead and why, copy the definition for brands.ts. Bad input (not #rrggbb, not a
 * whole 0-24 px) is shown as an error and the preview keeps the last good value.
 */
export function ThemeEditor({
  initialBrand = 'default',
  renderPreview,
  copy = (text) => navigator.clipboard.writeText(text),
}: ThemeEditorProps) {
  const [base, setBase] = useState<BrandId>(initialBrand);
  const [draft, setDraft] = useState<BrandDraft>(() => fromBrand(initialBrand));
  const [applied, setApplied] = useState<BrandDraft>(draft);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const headingId = useId();

  const edit = (patch: Partial<BrandDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setCopied('idle');
    // The preview follows every valid edit; an invalid colour or radius keeps the last good one.
    setApplied((last) => ({
      ...next,
      primary: isHexColor(next.primary) ? next.primary.trim() : last.primary,
      secondary: isHexColor(next.secondary) ? next.secondary.trim() : last.secondary,
      radius: isRadius(next.radius) ? String(Number(next.radius.trim())) : last.radius,
    }));
  };

  const substitutions = useMemo(() => colourSubstitutions(applied), [applied]);
  const palettes = useMemo(
    () =>
      Object.fromEntries(colorSchemes.map((mode) => [mode, draftPalette(applied, mode)])) as Record<
        ColorScheme,
        ReturnType<typeof draftPalette>
      >,
    [applied],
  );
  const definition = brandDefinition(applied);
  const radiusValid = isRadius(draft.radius);
  const valid = isHexColor(draft.primary) && isHexColor(draft.secondary) && radiusValid;
  const shape = shapeStyle(applied);

  return (
    <Layout data-component="ThemeEditor">
      <Controls aria-labelledby={headingId} onSubmit={(e) => e.preventDefault()}>
        <h1 id={headingId} style={{ margin: 0, fontSize: '1.25rem' }}>
          Theme editor
        </h1>
        <Select
          label="Start from"
          options={brandList.map((b) => ({ id: b.id, label: b.name }))}
          value={base}
          onChange={(id) => {
            if (!id) return;
            const brandId = id as BrandId;
            setBase(brandId);
            const next = fromBrand(brandId);
            setDraft(next);
            setApplied(next);
            setCopied('idle');
          }}
        />
        <TextField label="Brand name" value={draft.name} onChange={(name) => edit({ name })} />
        <TextField
          label="Description"
          value={draft.description}
          onChange={(description) => edit({ description })}
        />
        <ColourField label="Primary colour" value={draft.primary} onChange={(primary) => edit({ primary })} />
        <SubstitutionReport
          label="Primary colour"
          lines={substitutionReport('primary', applied.primary, substitutions)}
        />
        <ColourField
          label="Secondary colour"
          value={draft.secondary}
          onChange={(secondary) => edit({ secondary })}
        />
        <SubstitutionReport
          label="Secondary colour"
          lines={substitutionReport('secondary', applied.secondary, substitutions)}
        />
        <Select
          label="Typeface"
          options={typefaceIds.map((id) => ({ id, label: typefaces[id] }))}
          value={draft.typeface}
          onChange={(id) => {
            if (isTypeface(id)) edit({ typeface: id });
          }}
        />
        <TextField
          label="Corner radius"
          inputMode="numeric"
          value={draft.radius}
          onChange={(radius) => edit({ radius })}
          description={`Whole pixels, 0 to 24. ${radiusScaleText(Number(applied.radius))}`}
          isInvalid={!radiusValid}
          errorMessage={radiusValid ? undefined : RADIUS_MESSAGE}
        />
        <Pairs>
          <caption style={{ textAlign: 'left', fontWeight: 600 }}>Text pairs of the derived palette</caption>
          <ColumnHeads columns={['Pair', 'Light', 'Dark']} />
          <tbody>
            {pairRatios(palettes.light).map(({ fg, bg, ratio }, i) => {
              const dark = pairRatios(palettes.dark)[i]?.ratio ?? 0;
              return (
                <tr key={`${fg}/${bg}`} data-pair={`${fg}/${bg}`}>
                  <th scope="row">
                    {fg} on {bg}
                  </th>
                  <td>
                    {ratio.toFixed(2)}:1 {ratio >= 4.5 ? 'AA' : 'below AA'}
                  </td>
                  <td>
                    {dark.toFixed(2)}:1 {dark >= 4.5 ? 'AA' : 'below AA'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Pairs>
        <Button
          isDisabled={!valid}
          onPress={() =>
            copy(definition).then(
              () => setCopied('copied'),
              () => setCopied('failed'),
            )
          }
        >
          Copy brand definition
        </Button>
        <p role="status" style={{ margin: 0, minHeight: '1.5em' }}>
          {copied === 'copied'
            ? 'Copied. Paste it into brands in packages/ui/src/theme/brands.ts.'
            : copied === 'failed'
              ? 'Could not copy: select the definition below and copy it by hand.'
              : ''}
        </p>
        <Definition aria-label="Brand definition">{definition}</Definition>
      </Controls>
      <Previews>
        {colorSchemes.map((mode) => (
          <PreviewCell
            key={mode}
            brand={base}
            mode={mode}
            withGlobalStyle={false}
            style={{ ...paletteStyle(palettes[mode]), ...shape }}
          >
            <section aria-label={`Preview, ${mode}`} data-preview={mode} style={{ display: 'grid', gap: 16 }}>
              <h2 style={{ margin: 0, fontSize: '0.875rem' }}>{mode === 'light' ? 'Light' : 'Dark'}</h2>
              {renderPreview(mode)}
            </section>
          </PreviewCell>
        ))}
      </Previews>
    </Layout>
  );
}
