import type { mfaSettingsMachine } from '@store-ops/machines';
import type { TwoFactorProps, TwoFactorState } from '@store-ops/ui';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

/** The Two-factor section's state from its machine. */
export function twoFactorState(view: SnapshotFrom<typeof mfaSettingsMachine>): TwoFactorState {
  const { status, setup, recoveryCodes, error } = view.context;
  if (view.matches('loadFailed')) return { status: 'loadFailed', error: error ?? '' };
  if ((view.matches('enrolling') || view.matches('confirming')) && setup)
    return {
      status: 'enrolling',
      setup: { secret: setup.secret, qrSvg: setup.qr_svg },
      confirming: view.matches('confirming'),
      error,
    };
  if (view.matches('showingCodes') && recoveryCodes) return { status: 'recoveryCodes', codes: recoveryCodes };
  if (view.matches('on') || view.matches('disabling'))
    return {
      status: 'on',
      recoveryCodesLeft: status?.recovery_codes_left ?? 0,
      disabling: view.matches('disabling'),
      error,
    };
  if (view.matches('passwordStep') || view.matches('startingSetup'))
    return {
      status: 'password',
      required: status?.required ?? false,
      checking: view.matches('startingSetup'),
      error,
    };
  if (view.matches('off')) return { status: 'off', required: status?.required ?? false };
  return { status: 'loading' };
}

/** The Two-factor section's props from its machine (the Settings route's and the QA story's wiring). */
export function twoFactorProps(
  view: SnapshotFrom<typeof mfaSettingsMachine>,
  actor: ActorRefFrom<typeof mfaSettingsMachine>,
): TwoFactorProps {
  return {
    state: twoFactorState(view),
    onRetry: () => actor.send({ type: 'mfa.retry' }),
    onStart: () => actor.send({ type: 'mfa.start' }),
    onSetup: (password) => actor.send({ type: 'mfa.setup', password }),
    onConfirm: (code) => actor.send({ type: 'mfa.confirm', code }),
    onCancel: () => actor.send({ type: 'mfa.cancel' }),
    onDone: () => actor.send({ type: 'mfa.done' }),
    onDisable: (password) => actor.send({ type: 'mfa.disable', password }),
    onEdit: () => actor.send({ type: 'mfa.edit' }),
  };
}

/**
 * Whether REQUIRE_ADMIN_MFA still holds the administrator back, as the section knows it: no once it is
 * on, yes when it is off and required; null while unknown (loading, failed, mid-set-up).
 */
export function enrolmentRequired(view: SnapshotFrom<typeof mfaSettingsMachine>): boolean | null {
  const status = view.context.status;
  if (!status) return null;
  if (status.enabled) return false;
  return view.matches('off') ? status.required : null;
}
