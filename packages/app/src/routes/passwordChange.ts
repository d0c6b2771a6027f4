import type { passwordChangeMachine } from '@store-ops/machines';
import type { ChangePasswordProps } from '@store-ops/ui';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

/** The Change password form's props from its machine (the Settings route's and the QA story's wiring). */
export function passwordChangeProps(
  view: SnapshotFrom<typeof passwordChangeMachine>,
  actor: ActorRefFrom<typeof passwordChangeMachine>,
  isImpersonating: boolean,
): ChangePasswordProps {
  return {
    status: view.matches('submitting') ? 'submitting' : view.matches('changed') ? 'changed' : 'idle',
    error: view.context.error,
    endedSessions: view.context.endedSessions,
    isImpersonating,
    onSubmit: (current, next) => actor.send({ type: 'password.submit', current, next }),
    onEdit: () => actor.send({ type: 'password.edit' }),
  };
}
