import type { LlmModelOption } from '@store-ops/domain';
import { useId } from 'react';
import { CachePanel, type CachePanelProps } from '../../components/CachePanel';
import { Select } from '../../components/Select';
import { SelectorBar, type SelectorBarProps } from '../../components/SelectorBar';
import { ModelField, Page, Section } from './Settings.styles';
import { settingsStrings as s } from './strings';

export interface SettingsScreenProps {
  /** Admins get the LLM model selector (spec section 6). */
  isAdmin: boolean;
  models: readonly LlmModelOption[];
  /** The chosen model path (default the plain-chat gpt-4o path). */
  selectedModelPath: string;
  onModelChange: (path: string) => void;
  selector: Omit<SelectorBarProps, 'layout'>;
  cache: CachePanelProps;
}

export const modelOptionLabel = (m: LlmModelOption): string =>
  m.tools ? `${m.label} (${s.withTools})` : m.label;

/** Global settings: LLM model (admin only), company/store/date selectors and the cache panel. */
export function SettingsScreen({
  isAdmin,
  models,
  selectedModelPath,
  onModelChange,
  selector,
  cache,
}: SettingsScreenProps) {
  const uid = useId();
  return (
    <Page data-component="SettingsScreen" aria-labelledby={`${uid}-settings-title`}>
      <h1 id={`${uid}-settings-title`}>{s.title}</h1>
      {isAdmin && (
        <Section aria-labelledby={`${uid}-settings-model`}>
          <h2 id={`${uid}-settings-model`}>{s.modelLabel}</h2>
          <ModelField>
            <Select
              label={s.modelLabel}
              hideLabel
              description={s.modelHelp}
              options={models.map((m) => ({ id: m.path, label: modelOptionLabel(m) }))}
              value={selectedModelPath}
              onChange={(k) => k !== null && onModelChange(k)}
            />
          </ModelField>
        </Section>
      )}
      <Section aria-labelledby={`${uid}-settings-selection`}>
        <h2 id={`${uid}-settings-selection`}>{s.selectionHeading}</h2>
        <SelectorBar {...selector} layout="stacked" />
      </Section>
      <Section aria-labelledby={`${uid}-settings-cache`}>
        <h2 id={`${uid}-settings-cache`}>{s.cacheHeading}</h2>
        <CachePanel {...cache} />
      </Section>
    </Page>
  );
}
