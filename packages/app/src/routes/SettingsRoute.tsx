import {
  browserStorage,
  createCsvCache,
  mfaSettingsMachine,
  passwordChangeMachine,
  selectIsImpersonating,
} from '@store-ops/machines';
import {
  type AppearanceSettings,
  type ChangePasswordProps,
  isBrandId,
  SettingsScreen,
  type TwoFactorProps,
} from '@store-ops/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAdminGate, useImpersonationSelector } from '../providers/impersonation';
import { useCatalog } from '../providers/services';
import { useSession, useSessionSelector } from '../providers/session';
import { SettingsProvider, useSettings } from '../providers/settings';
import { useTheme, useThemeSelector } from '../providers/theme';
import { cachePanelView } from './cachePanel';
import { enrolmentRequired, twoFactorProps } from './mfaSettings';
import { passwordChangeProps } from './passwordChange';
import { useSelectorBarProps } from './selectorBar';

/** The csv cache's figures for the panel, re-read on Refresh Stats, View Details and after Clear. */
function useCachePanel() {
  const cache = useMemo(() => createCsvCache(browserStorage()), []);
  const { stores } = useCatalog();
  const read = useCallback(() => cachePanelView(cache, stores), [cache, stores]);
  const [view, setView] = useState(read);
  const refresh = useCallback(() => setView(read()), [read]);
  useEffect(refresh, [refresh]);
  return {
    ...view,
    onRefresh: refresh,
    onViewDetails: refresh,
    onClear: () => {
      cache.clear();
      refresh();
    },
  };
}

/** Brand and mode from the theme machine; the choice is sent as `theme.brand` / `theme.mode`. */
function useAppearance(): AppearanceSettings {
  const theme = useTheme();
  // While switching, the select shows the brand being switched to.
  const brand = useThemeSelector((s) => s.context.pendingBrand ?? s.context.brand);
  const mode = useThemeSelector((s) => s.context.mode);
  const isSwitchingBrand = useThemeSelector((s) => s.matches({ brand: 'switchingBrand' }));
  return {
    brand: isBrandId(brand) ? brand : 'default',
    mode,
    isSwitchingBrand,
    onBrandChange: (next) => theme.send({ type: 'theme.brand', brand: next }),
    onModeChange: (next) => theme.send({ type: 'theme.mode', mode: next }),
  };
}

/** Change password over its machine; while impersonating, the screen says to stop first. */
function usePasswordChange(): ChangePasswordProps {
  const actor = useActorRef(passwordChangeMachine);
  const view = useSelector(actor, (s) => s);
  // Not `originalUser !== null`: an admin is remembered as the original user from sign-in on (spec).
  const isImpersonating = useImpersonationSelector(selectIsImpersonating);
  return passwordChangeProps(view, actor, isImpersonating);
}

/**
 * Two-factor authentication over its machine (administrators, not while impersonating). What it learns
 * about REQUIRE_ADMIN_MFA goes to the session, which sends the administrator here until they have
 * enrolled.
 */
function useTwoFactor(): { props: TwoFactorProps; first: boolean } {
  const actor = useActorRef(mfaSettingsMachine);
  const view = useSelector(actor, (s) => s);
  const session = useSession();
  const required = enrolmentRequired(view);
  useEffect(() => {
    if (required !== null) session.send({ type: 'session.mfaEnrolment', required });
  }, [required, session]);
  // Sent here to enrol: the section stays first on the page through the set-up and its codes.
  const sentToEnrol = useSessionSelector((s) => s.context.mfaEnrolmentRequired);
  const [first, setFirst] = useState(sentToEnrol);
  useEffect(() => {
    if (sentToEnrol || required) setFirst(true);
  }, [sentToEnrol, required]);
  return { props: twoFactorProps(view, actor), first };
}

/** Settings with the Two-factor section (its machine runs only here: no request for anyone else). */
function AdminSettings() {
  const { props, first } = useTwoFactor();
  return <ConnectedSettings twoFactor={props} twoFactorFirst={first} />;
}

function ConnectedSettings({
  twoFactor,
  twoFactorFirst,
}: {
  twoFactor?: TwoFactorProps;
  twoFactorFirst?: boolean;
}) {
  const isAdmin = useAdminGate();
  const password = usePasswordChange();
  const { models, modelPath, setModelPath } = useSettings();
  const selector = useSelectorBarProps(isAdmin);
  const cache = useCachePanel();
  const appearance = useAppearance();
  return (
    <SettingsScreen
      isAdmin={isAdmin}
      models={models}
      selectedModelPath={modelPath}
      onModelChange={setModelPath}
      selector={selector}
      cache={cache}
      appearance={appearance}
      password={password}
      twoFactor={twoFactor}
      twoFactorFirst={twoFactorFirst}
    />
  );
}

function SettingsFor() {
  const isAdmin = useAdminGate();
  const isImpersonating = useImpersonationSelector(selectIsImpersonating);
  return isAdmin && !isImpersonating ? <AdminSettings /> : <ConnectedSettings />;
}

/** `/settings`: LLM model (admins), appearance, company/store/date, the cache panel, change password. */
export default function SettingsRoute() {
  return (
    <SettingsProvider>
      <SettingsFor />
    </SettingsProvider>
  );
}
