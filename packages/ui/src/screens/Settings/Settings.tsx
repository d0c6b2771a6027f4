import type { LlmModelOption } from '@store-ops/domain';
import { useId } from 'react';
import { CachePanel, type CachePanelProps } from '../../components/CachePanel';
import { Radio, RadioGroup } from '../../components/RadioGroup';
import { Select } from '../../components/Select';
import { SelectorBar, type SelectorBarProps } from '../../components/SelectorBar';
import { Spinner } from '../../components/Spinner';
import { type BrandId, brandList, brands, type ColorScheme, isBrandId, isColorScheme } from '../../theme';
import { ChangePassword, type ChangePasswordProps } from './ChangePassword';
import { AppearanceFields, ModelField, Page, Section, SwitchingStatus } from './Settings.styles';
import { settingsStrings as s, twoFactorStrings } from './strings';
import { TwoFactor, type TwoFactorProps } from './TwoFactor';

export interface AppearanceSettings {
  /** The chosen brand (while switching, the brand being switched to). */
  brand: BrandId;
  mode: ColorScheme;
  /** True while the theme machine is in `switchingBrand`: shows a short loading indicator. */
  isSwitchingBrand: boolean;
  onBrandChange: (brand: BrandId) => void;
  onModeChange: (mode: ColorScheme) => void;
}

export interface SettingsScreenProps {
  /** Admins get the LLM model selector. */
  isAdmin: boolean;
  models: readonly LlmModelOption[];
  /** The chosen model path (default the plain-chat gpt-4o path). */
  selectedModelPath: string;
  onModelChange: (path: string) => void;
  selector: Omit<SelectorBarProps, 'layout'>;
  cache: CachePanelProps;
  /** Brand and light/dark mode for the whole app. */
  appearance: AppearanceSettings;
  /** Change one's own password. */
  password: ChangePasswordProps;
  /** Two-factor authentication (administrators, not while impersonating). */
  twoFactor?: TwoFactorProps;
  /** REQUIRE_ADMIN_MFA sent this administrator here to enrol: Two-factor comes first on the page. */
  twoFactorFirst?: boolean;
}

export const modelOptionLabel = (m: LlmModelOption): string =>
  m.tools ? `${m.label} (${s.withTools})` : m.label;

/** Global settings: appearance, LLM model (admin only), company/store/date, the cache panel, one's password. */
export function SettingsScreen({
  isAdmin,
  models,
  selectedModelPath,
  onModelChange,
  selector,
  cache,
  appearance,
  password,
  twoFactor,
  twoFactorFirst = false,
}: SettingsScreenProps) {
  const uid = useId();
  const twoFactorSection = twoFactor && (
    <Section aria-labelledby={`${uid}-settings-mfa`} data-section="two-factor">
      <h2 id={`${uid}-settings-mfa`}>{twoFactorStrings.heading}</h2>
      <TwoFactor {...twoFactor} />
    </Section>
  );
  const mfaFirst = twoFactorFirst;
  return (
    <Page data-component="SettingsScreen" aria-labelledby={`${uid}-settings-title`}>
      <h1 id={`${uid}-settings-title`}>{s.title}</h1>
      {mfaFirst && twoFactorSection}
      <Section aria-labelledby={`${uid}-settings-appearance`} data-section="appearance">
        <h2 id={`${uid}-settings-appearance`}>{s.appearanceHeading}</h2>
        <AppearanceFields>
          <Select
            label={s.brandLabel}
            description={brands[appearance.brand]?.description}
            options={brandList.map((b) => ({ id: b.id, label: b.name, description: b.description }))}
            value={appearance.brand}
            onChange={(k) => isBrandId(k) && appearance.onBrandChange(k)}
          />
          <SwitchingStatus>
            {appearance.isSwitchingBrand && <Spinner label={s.switchingBrand} showLabel size="sm" />}
          </SwitchingStatus>
          <RadioGroup
            label={s.modeLabel}
            description={s.modeHelp}
            orientation="horizontal"
            value={appearance.mode}
            onChange={(v) => isColorScheme(v) && appearance.onModeChange(v)}
          >
            <Radio value="light">{s.modeLight}</Radio>
            <Radio value="dark">{s.modeDark}</Radio>
          </RadioGroup>
        </AppearanceFields>
      </Section>
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
      <Section aria-labelledby={`${uid}-settings-password`} data-section="password">
        <h2 id={`${uid}-settings-password`}>{s.passwordHeading}</h2>
        <ChangePassword {...password} />
      </Section>
      {!mfaFirst && twoFactorSection}
    </Page>
  );
}
